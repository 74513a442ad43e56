/**
 * The site's admin area (spec 001 §6, the `Admin Tool` link): the same commands as
 * `npm run admin`, described as data so the page can render a form per command. Only ADMIN
 * readers get `allowed`; the server refuses everything else whatever the page sends.
 */
export interface AdminCommandField {
  name: string;
  type: 'string' | 'boolean';
  description: string;
  required: boolean;
}

export interface AdminCommandForm {
  name: string;
  summary: string;
  fields: AdminCommandField[];
}

export interface AdminTable {
  /** The list command that produced it, e.g. "institution:list". */
  name: string;
  title: string;
  rows: Record<string, string>[];
  empty: string;
}

export type AdminRunResult = { ok: true; message: string } | { ok: false; message: string };

export interface AdminTool {
  allowed: boolean;
  tables(): Promise<AdminTable[]>;
  forms(): AdminCommandForm[];
  run(command: string, form: Record<string, string>): Promise<AdminRunResult>;
}
