import { openAiProvider } from "#app/chat/openai-provider.server.ts";
import { type AssistantProvider, engineProvider } from "#app/chat/provider.ts";
import { getEnv } from "#app/platform/env.server.ts";

/**
 * The assistant that answers the buyer: an OpenAI-compatible model when AI_BASE_URL and AI_MODEL
 * are set, else the built-in interviewer (DESIGN §7). `stream` paces the built-in reply a little
 * so it reads like typing; a no-JS post takes it whole.
 */
export function getAssistantProvider(options: { stream: boolean }): AssistantProvider {
  const env = getEnv();
  if (env.AI_BASE_URL && env.AI_MODEL) {
    return openAiProvider({ baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL });
  }
  return engineProvider({ chunkDelayMs: options.stream ? 15 : 0 });
}
