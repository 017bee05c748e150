import type { SnapshotFrom } from 'xstate';
import type { ListItemOf, ListSource } from '../../machines/api/lists';
import type { listsMachine } from '../../machines/lists.machine';

export type ListsSnapshot = SnapshotFrom<typeof listsMachine>;

/**
 * The items of a lists-machine snapshot, typed for the source the screen started it with. The machine
 * holds one source's items at a time, so the source fixes their type.
 */
export function itemsOf<S extends ListSource>(source: S, snapshot: ListsSnapshot): readonly ListItemOf[S][] {
  return snapshot.context.request.source === source
    ? (snapshot.context.items as readonly ListItemOf[S][])
    : [];
}
