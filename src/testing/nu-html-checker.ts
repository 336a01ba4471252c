import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** One message of the Nu HTML Checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  /** `error` fails a document; `info` (with subType `warning` or none) does not; `non-document-error` is the checker's own. */
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  message: string
  extract?: string
  lastLine?: number
  url?: string
}

/** The checker itself: the `vnu.jar` that the `vnu-jar` package (a devDependency) ships. */
const VNU_JAR: string = `${createRequire(import.meta.url)('vnu-jar')}`

const JAVA_MISSING = [
  'The HTML check runs the W3C Nu HTML Checker (vnu.jar, from the vnu-jar devDependency), which needs',
  'Java 11 or newer as `java` on PATH (or in $JAVA_HOME/bin). Install it with:',
  '  sudo apt-get install -y default-jre-headless',
  'or any other JRE 11+, then check that `java -version` works.',
].join('\n')

/**
 * The `java` to run the checker with, or an error that says how to install one: a missing Java fails
 * the check, never skips it in silence.
 */
export function requireJava(): string {
  const home = process.env.JAVA_HOME
  const java = (home && Bun.which('java', { PATH: join(home, 'bin') })) || Bun.which('java')
  if (!java) throw new Error(JAVA_MISSING)
  const run = Bun.spawnSync([java, '-version'])
  const output = `${run.stderr}${run.stdout}`
  const major = Number(output.match(/version "(?:1\.)?(\d+)/)?.[1] ?? 0)
  if (run.exitCode !== 0 || major < 11)
    throw new Error(`${JAVA_MISSING}\n\n${java} -version said:\n${output}`)
  return java
}

/**
 * A short run: the quick compiler only (half the CPU time of the default for a few dozen documents, the
 * same messages), one garbage collector thread, and the deeper stack the checker's schema then needs.
 */
const JVM_OPTIONS = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m']
/** JSON on stdout, the exit code left to us, and no guessing of each page's language (only warnings). */
const VNU_OPTIONS = ['--format', 'json', '--stdout', '--exit-zero-always', '--no-langdetect']

/**
 * Checks every document in one run of the checker (one JVM start, a few seconds in all) and returns
 * the messages of each, by the name it was given. Errors and warnings are both returned: the caller
 * decides what fails.
 */
export async function checkHtml(documents: ReadonlyMap<string, string>): Promise<Map<string, NuMessage[]>> {
  const java = requireJava()
  const dir = await mkdtemp(join(tmpdir(), 'nu-html-'))
  try {
    const names = [...documents.keys()]
    const files = names.map((_, i) => join(dir, `document-${i}.html`))
    await Promise.all(names.map((name, i) => writeFile(files[i]!, documents.get(name)!)))
    const run = Bun.spawn([java, ...JVM_OPTIONS, '-jar', VNU_JAR, ...VNU_OPTIONS, ...files], {
      stdout: 'pipe',
      stderr: 'pipe',
    })
    const [stdout, stderr, exitCode] = await Promise.all([
      new Response(run.stdout).text(),
      new Response(run.stderr).text(),
      run.exited,
    ])
    if (exitCode !== 0) throw new Error(`vnu.jar exited with ${exitCode}:\n${stderr}`)
    const { messages } = JSON.parse(stdout) as { messages: NuMessage[] }
    // The checker names each document by a file: URL; its file name is enough to tell them apart.
    const nameOf = (url: string | undefined) => names[Number(url?.match(/document-(\d+)\.html$/)?.[1] ?? -1)]
    const results = new Map<string, NuMessage[]>(names.map((name) => [name, []]))
    for (const message of messages) {
      const name = nameOf(message.url)
      if (!name) throw new Error(`vnu.jar reported on no known document: ${JSON.stringify(message)}`)
      results.get(name)!.push(message)
    }
    return results
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

/** A message as one readable line, for a test's failure output. */
export const describeMessage = (message: NuMessage) =>
  `${message.subType ?? message.type} (line ${message.lastLine ?? '?'}): ${message.message}${
    message.extract ? `\n      ${message.extract.replaceAll('\n', ' ').trim()}` : ''
  }`
