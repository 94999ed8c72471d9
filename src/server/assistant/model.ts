import 'server-only';
// The optional OpenAI-compatible chat endpoint (ASSISTANT_API_URL). It receives the visitor's question
// and the retrieved passages only, never anything else of the site or the visitor, and is told to
// answer from them alone. Any failure (down, slow, odd answer) leaves the passages' own text.
import { config } from '@/config';
import { log } from '@/server/log';
import { NATIVE_NAMES, type Locale } from '@/lib/i18n/locales';

const TIMEOUT_MS = 12_000;
/** What the model says when the passages do not hold the answer. */
const NO_ANSWER = 'NO_ANSWER';

export type ModelEndpoint = { url: string; key: string | undefined; model: string };

/** The configured endpoint, or null: without one the assistant never calls out. */
export function modelEndpoint(): ModelEndpoint | null {
  const { ASSISTANT_API_URL, ASSISTANT_API_KEY, ASSISTANT_MODEL } = config();
  if (!ASSISTANT_API_URL) return null;
  return { url: `${ASSISTANT_API_URL.replace(/\/+$/, '')}/chat/completions`, key: ASSISTANT_API_KEY, model: ASSISTANT_MODEL };
}

type Completion = { choices?: { message?: { content?: unknown } }[] };

/**
 * The model's answer from the passages: a string, `null` when it says they do not answer the
 * question, or `undefined` when it could not be asked (the caller then uses the passages).
 */
export async function askModel(
  endpoint: ModelEndpoint,
  input: { question: string; locale: Locale; passages: { title: string; text: string }[] },
): Promise<string | null | undefined> {
  const context = input.passages.map((p, i) => `[${i + 1}] ${p.title}\n${p.text}`).join('\n\n');
  const system =
    `You answer questions from visitors of a website using only the numbered passages from its help pages. ` +
    `Answer in ${NATIVE_NAMES[input.locale]} in at most four plain-text sentences, without markup. ` +
    `If the passages do not answer the question, reply with exactly ${NO_ANSWER}.`;
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(endpoint.key ? { authorization: `Bearer ${endpoint.key}` } : {}) },
      body: JSON.stringify({
        model: endpoint.model,
        temperature: 0.2,
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: `Passages:\n${context}\n\nQuestion: ${input.question}` },
        ],
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`status ${response.status}`);
    const content = ((await response.json()) as Completion).choices?.[0]?.message?.content;
    if (typeof content !== 'string' || content.trim() === '') throw new Error('no answer text');
    const text = content.trim();
    return text.includes(NO_ANSWER) ? null : text.slice(0, 4000);
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'Assistant: the model endpoint failed; answering with the passages');
    return undefined;
  }
}
