import { describe, expect, it } from 'vitest';
import { preparedPer } from '../../server/db/prepared';

describe('preparedPer', () => {
  it('prepares a statement once per database handle, and again for another handle', () => {
    let prepared = 0;
    const statementOf = preparedPer((db: { name: string }) => ({ db: db.name, n: ++prepared }));
    const app = { name: 'app' };
    const transaction = { name: 'transaction' };
    expect(statementOf(app)).toEqual({ db: 'app', n: 1 });
    expect(statementOf(app)).toEqual({ db: 'app', n: 1 });
    expect(statementOf(transaction)).toEqual({ db: 'transaction', n: 2 });
    expect(prepared).toBe(2);
  });
});
