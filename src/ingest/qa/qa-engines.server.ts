import type { ArticleModel } from '#src/shared/article/content-model.ts';
import { answersQuestions, articleCorpus, buildExtractiveQuestions, extractiveAnswers } from '#src/shared/qa/extractive-engine.ts';
import { answerFromReply, chatMessages, topPassages } from '#src/ingest/qa/generative-prompt.ts';
import type { BuiltQuestion, QaEngineName } from '#src/shared/qa/qa-types.ts';

/**
 * The two engines of Questions answered in this article behind one interface. Extractive:
 * offline, no model (src/shared/qa/extractive-engine.ts). Generative: an OpenAI-compatible
 * chat-completions endpoint asked each question with the top passages only; an answer that
 * cites anything else, a timeout or an error keeps the extractive answer and is logged.
 */
export interface QaEngine {
  readonly name: QaEngineName;
  build(model: ArticleModel): Promise<BuiltQuestion[]>;
}

export const extractiveEngine: QaEngine = {
  name: 'extractive',
  build: async (model) => buildExtractiveQuestions(model),
};

export interface GenerativeSettings {
  /** The endpoint, or its base (…/v1): /chat/completions is added when missing. */
  url: string;
  apiKey: string | null;
  model: string;
  timeoutMs: number;
}

export function chatCompletionsUrl(url: string): string {
  return /\/chat\/completions\/?$/.test(url) ? url : `${url.replace(/\/+$/, '')}/chat/completions`;
}

export function generativeEngine(settings: GenerativeSettings, warn: (message: string) => void): QaEngine {
  const endpoint = chatCompletionsUrl(settings.url);
  const ask = async (messages: ReturnType<typeof chatMessages>): Promise<string> => {
    const res = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(settings.apiKey ? { authorization: `Bearer ${settings.apiKey}` } : {}) },
      body: JSON.stringify({ model: settings.model, messages, temperature: 0 }),
      signal: AbortSignal.timeout(settings.timeoutMs),
    });
    if (!res.ok) throw new Error(`the endpoint answered ${res.status}`);
    const body = (await res.json()) as { choices?: Array<{ message?: { content?: unknown } }> };
    const content = body.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new Error('the reply has no message content');
    return content;
  };
  return {
    name: 'generative',
    async build(model) {
      if (!answersQuestions(model)) return [];
      const corpus = articleCorpus(model);
      const extractive = new Map(extractiveAnswers(corpus).map((q) => [q.id, q]));
      const out: BuiltQuestion[] = [];
      // The same questions as the extractive engine (no question without an answer), answered by the model where it can.
      for (const spec of corpus.specs) {
        const fallback = extractive.get(spec.id);
        if (!fallback) continue;
        const passages = topPassages(corpus, spec);
        try {
          const reply = answerFromReply(spec, await ask(chatMessages(spec.question, passages)), passages);
          if (reply.ok) out.push(reply.question);
          else {
            warn(`${model.pii} ${spec.id}: generative answer dropped (${reply.reason}); the extractive answer is kept`);
            out.push(fallback);
          }
        } catch (error) {
          const e = error as Error;
          warn(
            `${model.pii} ${spec.id}: generative engine failed (${e.name === 'TimeoutError' ? `no answer within ${settings.timeoutMs} ms` : e.message}); the extractive answer is kept`,
          );
          out.push(fallback);
        }
      }
      return out;
    },
  };
}
