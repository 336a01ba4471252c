import { expect, test } from 'bun:test'
import { collectGarbageWhenIdle } from './idle-gc.ts'

test('collects once after a burst, once the server has been idle, and never while busy or already idle', async () => {
  let collections = 0
  const collector = collectGarbageWhenIdle(100, () => collections++)
  try {
    await Bun.sleep(250)
    expect(collections).toBe(0) // nothing happened since start: nothing to give back
    for (let i = 0; i < 10; i++) {
      collector.touch()
      await Bun.sleep(20)
    }
    expect(collections).toBe(0) // still busy
    await Bun.sleep(300)
    expect(collections).toBe(1)
    await Bun.sleep(300)
    expect(collections).toBe(1) // idle stays idle: no repeated collections
  } finally {
    collector.stop()
  }
})
