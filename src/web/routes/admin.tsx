import { data, isRouteErrorResponse, Link, redirect, useRouteError } from 'react-router';
import { AdminCommandFormView, AdminResultView, AdminTableView } from '../features/admin-tool/admin-tool.tsx';
import adminToolCss from '../features/admin-tool/admin-tool.css?url';
import type { Route } from './+types/admin';

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminToolCss }];

function requireAdmin(context: Route.LoaderArgs['context'], request: Request): void {
  if (!context.reader.user && context.reader.userType !== 'ADMIN') {
    const url = new URL(request.url);
    throw redirect(`/user/login?targetURL=${encodeURIComponent(url.pathname + url.search)}`);
  }
  if (!context.adminTool.allowed) throw data({ message: 'Only administrators may use the Admin Tool.' }, { status: 403 });
}

/** /admin: the Admin Tool (spec 001 §6): institutions, ranges, subscriptions, users, grants, business models. */
export async function loader({ context, request }: Route.LoaderArgs) {
  requireAdmin(context, request);
  return { csrf: context.csrfToken, tables: await context.adminTool.tables(), forms: context.adminTool.forms() };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireAdmin(context, request);
  const form = await request.formData();
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === 'string' && key !== '_csrf') fields[key] = value;
  const command = fields.command ?? '';
  const result = await context.adminTool.run(command, fields);
  return data({ ...result, command }, { status: result.ok ? 200 : 400 });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export function meta() {
  return [{ title: 'Admin Tool | Lectern' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <section className="admin-tool" aria-labelledby="admin-title">
      <h1 id="admin-title">Admin Tool</h1>
      <p>
        The same commands as <code>npm run admin</code>. Usage statistics: <Link to="/admin/usage">COUNTER usage reports</Link>.
      </p>
      <AdminResultView result={actionData} />
      <h2>Commands</h2>
      {loaderData.forms.map((command) => (
        <AdminCommandFormView key={command.name} command={command} csrf={loaderData.csrf} />
      ))}
      {loaderData.tables.map((table) => (
        <AdminTableView key={table.name} table={table} />
      ))}
    </section>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <section className="admin-tool" aria-labelledby="admin-title">
      <h1 id="admin-title">Admin Tool</h1>
      <p>
        {forbidden
          ? 'Only administrators may use the Admin Tool. Sign in with an administrator account.'
          : 'Sorry, the Admin Tool could not be shown. Please try again.'}
      </p>
    </section>
  );
}
