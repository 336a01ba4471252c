export interface BatchLoader<K, V> {
  load(key: K): Promise<V>
}

/**
 * Collects the keys asked for in one tick and resolves them with a single batch call, so a list field
 * that resolves a child per item costs one query instead of one per item.
 */
export function createBatchLoader<K, V>(
  batch: (keys: K[]) => Promise<Map<K, V>>,
  missing: V,
): BatchLoader<K, V> {
  let pending: { key: K; resolve: (v: V) => void; reject: (e: unknown) => void }[] = []
  const flush = async () => {
    const queue = pending
    pending = []
    try {
      const results = await batch([...new Set(queue.map((q) => q.key))])
      for (const q of queue) q.resolve(results.get(q.key) ?? missing)
    } catch (error) {
      for (const q of queue) q.reject(error)
    }
  }
  return {
    load(key) {
      return new Promise<V>((resolve, reject) => {
        if (pending.length === 0) queueMicrotask(flush)
        pending.push({ key, resolve, reject })
      })
    },
  }
}
