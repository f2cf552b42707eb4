import { afterEach, describe, expect, it } from "vitest";
import { getAssistantProvider } from "#app/chat/assistant.server.ts";
import { resetEnvForTests } from "#app/platform/env.server.ts";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe("assistant provider choice", () => {
  it("is the built-in interviewer unless an OpenAI-compatible endpoint and model are configured", () => {
    delete process.env.AI_BASE_URL;
    delete process.env.AI_MODEL;
    resetEnvForTests();
    expect(getAssistantProvider({ stream: true }).name).toBe("engine");
    process.env.AI_BASE_URL = "http://127.0.0.1:9/v1";
    process.env.AI_MODEL = "some-model";
    process.env.AI_API_KEY = "sk-test";
    resetEnvForTests();
    expect(getAssistantProvider({ stream: true }).name).toBe("openai-compatible");
  });
});
