import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../contract/languages';
import { languageMachine } from '../../machines/language.machine';
import { leafStateValues } from '../models/model';
import { languageModel } from '../models/language.model';
import { reachedStates, replayModelPath } from './support/replay';

describe('language machine: generated paths', () => {
  const paths = languageModel.paths();

  it('reaches every state', () => {
    expect(reachedStates(paths)).toEqual(leafStateValues(languageModel.machine));
  });

  for (const path of paths) {
    it(`replays ${path.name}`, async () => {
      await replayModelPath(languageModel, path);
    });
  }
});

/** The machine with storage, the document and the server replaced; the device starts with `stored`. */
function languageWith(options: {
  stored?: Language;
  server?: () => Promise<Language | null>;
  save?: (language: Language) => Promise<Language>;
}) {
  const effects = { stored: [] as Language[], documents: [] as Language[], saved: [] as Language[] };
  const machine = languageMachine.provide({
    actions: {
      loadStoredLanguage: ({ context }) => void context,
      storeLanguage: ({ context }) => void effects.stored.push(context.language),
      applyLanguage: ({ context }) => void effects.documents.push(context.language),
    },
    actors: {
      fetchStoredLanguage: fromPromise(options.server ?? (async () => null)),
      saveLanguage: fromPromise<Language, { language: Language }>(async ({ input }) => {
        effects.saved.push(input.language);
        return (options.save ?? (async (language: Language) => language))(input.language);
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, effects };
}

describe('language machine: transitions', () => {
  it('a visitor’s choice is kept on the device and put on the document, never sent to the server', () => {
    const { actor, effects } = languageWith({});
    actor.send({ type: 'user.choose', language: 'hi' });
    expect(actor.getSnapshot().context.language).toBe('hi');
    expect(effects.stored).toEqual(['hi']);
    expect(effects.documents).toEqual(['en', 'hi']);
    expect(effects.saved).toEqual([]);
  });

  it('a new account (no language stored yet) keeps the Hindi the visitor was reading', async () => {
    const { actor, effects } = languageWith({ server: async () => null });
    actor.send({ type: 'user.choose', language: 'hi' });
    actor.send({ type: 'session.loggedIn' });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }));
    expect(effects.saved).toEqual(['hi']);
    expect(actor.getSnapshot().context.language).toBe('hi');
  });

  it('at login the server’s choice wins over the device’s, and is kept on the device', async () => {
    const { actor, effects } = languageWith({ server: async () => 'hi' });
    actor.send({ type: 'session.loggedIn' });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }));
    expect(actor.getSnapshot().context.language).toBe('hi');
    expect(effects.stored).toEqual(['hi']);
    expect(effects.documents.at(-1)).toBe('hi');
    expect(effects.saved).toEqual([]);
  });

  it('a choice made while the server is asked wins, and is saved', async () => {
    let answer: (language: Language | null) => void = () => {};
    const { actor, effects } = languageWith({
      server: () => new Promise<Language | null>((resolve) => (answer = resolve)),
    });
    actor.send({ type: 'session.loggedIn' });
    actor.send({ type: 'user.choose', language: 'hi' });
    answer('en');
    await waitFor(actor, (s) => s.matches({ member: 'ready' }));
    expect(actor.getSnapshot().context.language).toBe('hi');
    expect(effects.saved).toEqual(['hi']);
  });

  it('a second choice before the first is saved saves the second; a failed save keeps the page as chosen', async () => {
    const { actor, effects } = languageWith({
      server: async () => 'en',
      save: async () => {
        throw new TypeError('offline');
      },
    });
    actor.send({ type: 'session.loggedIn' });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }));
    actor.send({ type: 'user.choose', language: 'hi' });
    actor.send({ type: 'user.choose', language: 'en' });
    actor.send({ type: 'user.choose', language: 'hi' });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }));
    expect(effects.saved).toEqual(['hi', 'en', 'hi']);
    expect(actor.getSnapshot().context.language).toBe('hi');
    expect(effects.stored.at(-1)).toBe('hi');
  });

  it('a page opened on a kept login asks the server nothing, and a choice there is saved', async () => {
    let asked = 0;
    const { actor, effects } = languageWith({
      server: async () => {
        asked += 1;
        return 'hi';
      },
    });
    actor.send({ type: 'session.restored' });
    expect(actor.getSnapshot().matches({ member: 'ready' })).toBe(true);
    expect(asked).toBe(0);
    actor.send({ type: 'user.choose', language: 'hi' });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }));
    expect(effects.saved).toEqual(['hi']);
    expect(asked).toBe(0);
  });

  it('after a logout, choices stay on the device', async () => {
    const { actor, effects } = languageWith({ server: async () => 'en' });
    actor.send({ type: 'session.loggedIn' });
    await waitFor(actor, (s) => s.matches({ member: 'ready' }));
    actor.send({ type: 'session.loggedOut' });
    actor.send({ type: 'user.choose', language: 'hi' });
    expect(actor.getSnapshot().value).toBe('visitor');
    expect(effects.saved).toEqual([]);
  });
});
