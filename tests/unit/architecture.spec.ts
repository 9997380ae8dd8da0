import { test } from '@japa/runner'
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

/**
 * The layout's rules (docs/architecture.md): data flows routes → controllers → validators and
 * services → models, and the two front ends share code only through shared/.
 */
type Rule = { files: RegExp; forbidden: RegExp; why: string; typesToo?: boolean }

const httpOrPresentation =
  /^(@adonisjs\/core\/http|@adonisjs\/session|@adonisjs\/inertia|@adonisjs\/transmit|#transformers\/|#controllers\/|#middleware\/|#auth\/|#admin\/)/
const aboveModels = /^#(services|auth|admin|controllers|middleware|transformers|listeners)\//

const rules: Rule[] = [
  {
    files: /^app\/services\//,
    forbidden: httpOrPresentation,
    why: 'services hold domain rules only: no HTTP, session or presentation',
  },
  {
    files: /^app\/(?!services\/webhooks\/|listeners\/)/,
    forbidden: /^#services\/webhooks\/(queue|payloads)$/,
    why: 'services dispatch domain events; only the webhook listener queues deliveries',
  },
  {
    files: /^app\/(models|validators)\//,
    forbidden: aboveModels,
    why: 'models and validators sit below the services',
  },
  {
    files: /^app\/transformers\//,
    forbidden: /^#(services|validators|controllers|middleware|auth|admin)\//,
    why: 'transformers shape models and rows; they call nothing above them',
  },
  {
    files: /^app\/lib\//,
    forbidden: /^#(?!lib\/|shared\/|config\/|start\/env$)[a-z]+\//,
    why: 'lib holds small helpers that know nothing of the app',
  },
  {
    files: /^app\/auth\//,
    forbidden: /^#(admin|controllers|transformers)\//,
    why: 'auth sits below the controllers',
  },
  {
    files: /^admin\//,
    forbidden: /^~\/|\.\.\/inertia\//,
    why: 'the admin panel does not reach into the portal',
  },
  {
    files: /^inertia\//,
    forbidden: /^~admin\/|\.\.\/admin\//,
    why: 'the portal does not reach into the admin panel',
  },
  {
    files: /^inertia\/(hooks|lib)\//,
    forbidden: /^~\/components\/|\.\.\/components\//,
    why: "the portal's generic hooks and modules depend on no feature or component",
    typesToo: true,
  },
  {
    files: /^shared\//,
    forbidden: /^~\/|^~admin\/|\.\.\/(inertia|admin|app)\/|^#/,
    why: 'shared code depends on neither app',
  },
  {
    files: /^(inertia|admin|shared)\//,
    forbidden: /^#|^@adonisjs\/(?!core\/http\/url_builder_client$|transmit-client$)/,
    why: 'the browser gets no server code, only its types',
  },
]

type Source = { path: string; text: string }

/** Every import, export-from and dynamic import of the source; type-only imports excepted where asked. */
function importsOf({ path, text }: Source, { valuesOnly = false } = {}) {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      const typeOnly = ts.isImportDeclaration(node)
        ? node.importClause?.isTypeOnly
        : node.isTypeOnly
      if (node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
        if (!(valuesOnly && typeOnly)) found.push(node.moduleSpecifier.text)
      }
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

/** The rules the sources break, as "file → import (why)". */
export function violations(sources: Source[]) {
  const broken: string[] = []
  for (const source of sources) {
    for (const rule of rules.filter(({ files }) => files.test(source.path))) {
      // The front ends may use the server's types (generated Data types, the route registry).
      const valuesOnly = !rule.typesToo && /^(inertia|admin|shared)\//.test(source.path)
      for (const specifier of importsOf(source, { valuesOnly })) {
        if (rule.forbidden.test(specifier))
          broken.push(`${source.path} → ${specifier} (${rule.why})`)
      }
    }
  }
  return broken
}

/**
 * Rules and formats Hourbook uses in several places, each with one home in shared/: a file
 * elsewhere that spells one out again is a second copy that will drift from the first.
 */
const sharedRules: { name: string; home: string; copy: (text: string) => boolean }[] = [
  {
    name: 'seconds as hh:mm',
    home: 'shared/durations.ts',
    copy: (text) => /padStart\(2/.test(text) && /[/%] ?3600\b/.test(text),
  },
  {
    name: 'a time of day without zero seconds',
    home: 'shared/times.ts',
    copy: (text) => /\b(start|stop)_?[tT]ime\.slice\(0, 5\)|\):00\$\//.test(text),
  },
  {
    name: 'a calendar date as YYYY-MM-DD',
    home: 'shared/calendar_dates.ts',
    copy: (text) => text.includes('\\d{4}-\\d{2}-\\d{2}$/'),
  },
  {
    name: 'the WeekStart type',
    home: 'shared/week_start.ts',
    copy: (text) => /\btype WeekStart\b\s*=/.test(text),
  },
  {
    name: 'the offset into a week from its first day',
    home: 'shared/week_start.ts',
    copy: (text) => /['"]monday['"]\s*\?\s*6\s*:\s*0|weekday \+ 6\) % 7/.test(text),
  },
  {
    name: 'the report groupings and isPeriod',
    home: 'shared/report_query.ts',
    copy: (text) =>
      /\b(function|const) isPeriod\b/.test(text) ||
      /\[\s*['"]day['"],\s*['"]week['"],\s*['"]month['"]/.test(text),
  },
  {
    name: "a time log's comment limit and logging window",
    home: 'shared/time_log_rules.ts',
    copy: (text) =>
      /\b(const|function) (maxCommentLength|isWithinLoggingWindow)\b/.test(text) ||
      /subtract\(1, 'year'\)|minus\(\{ years: 1 \}\)/.test(text),
  },
]

/** The shared rules a file outside shared/ spells out again, as "file → rule (home)". */
export function copiedRules(sources: Source[]) {
  const copies: string[] = []
  for (const source of sources.filter(({ path }) => !path.startsWith('shared/'))) {
    for (const rule of sharedRules.filter(({ copy }) => copy(source.text))) {
      copies.push(`${source.path} → ${rule.name} (${rule.home})`)
    }
  }
  return copies
}

const portalFeatures = /^inertia\/components\/(?!layout\/|ui\/)([a-z_]+)\//

/**
 * Domain rules several portal features use, named after the feature that uses them most; they
 * stay in inertia/lib rather than in one feature's folder.
 */
const portalSharedRules = new Set([
  'inertia/lib/report_query.ts',
  'inertia/lib/time_log_rules.ts',
  'inertia/lib/week.ts',
])

/**
 * The portal's generic hooks and modules (inertia/hooks, inertia/lib) named after a feature of
 * inertia/components/<feature>/ ("timer", "time_log" of time_logs, ...): those belong in the
 * feature's folder.
 */
export function featureModulesOutsideFeatures(paths: string[]) {
  const features = new Set(paths.flatMap((path) => portalFeatures.exec(path)?.[1] ?? []))
  const stems = [...features].map((feature) => feature.replace(/s$/, ''))
  const named = new RegExp(`(^|_)(${stems.join('|')})s?(_|\\.)`)
  return paths.filter(
    (path) =>
      /^inertia\/(hooks|lib)\//.test(path) &&
      !portalSharedRules.has(path) &&
      named.test(path.split('/').pop()!)
  )
}

function sourcesIn(directory: string): Source[] {
  const root = join(import.meta.dirname, '../..')
  return readdirSync(join(root, directory), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .map((name) => {
      const path = join(root, directory, name)
      return { path: relative(root, path), text: readFileSync(path, 'utf8') }
    })
}

/**
 * The design documents a comment may cite are the repository's own (docs/, bench/README.md):
 * a citation of one kept elsewhere, by its name or a section of it, is read by nobody.
 */
const outsideDocuments = new RegExp(`\\b(${['SPEC', 'DESIGN'].join('|')})\\b`)

/** The tracked files that cite a document kept elsewhere. */
export function citingOutsideDocuments(paths: string[], read: (path: string) => string) {
  return paths.filter(
    (path) => path !== 'tests/unit/architecture.spec.ts' && outsideDocuments.test(read(path))
  )
}

test.group('Architecture: webhooks and citations', () => {
  test('only the webhook listener queues deliveries', ({ assert }) => {
    const wrong: Source[] = [
      {
        path: 'app/services/a.ts',
        text: "import { queueWebhook } from '#services/webhooks/queue'",
      },
      {
        path: 'app/controllers/b.ts',
        text: "import { timerData } from '#services/webhooks/payloads'",
      },
    ]
    const fine: Source[] = [
      {
        path: 'app/services/c.ts',
        text: "import { subscribersColumn } from '#services/webhooks/subscribers'",
      },
      {
        path: 'app/listeners/d.ts',
        text: "import { queueWebhook } from '#services/webhooks/queue'",
      },
      {
        path: 'app/services/webhooks/e.ts',
        text: "import { timerData } from '#services/webhooks/payloads'",
      },
    ]
    assert.lengthOf(violations(wrong), wrong.length)
    assert.deepEqual(violations(fine), [])
  })

  test('no source file or document cites a design document kept outside the repository', ({
    assert,
  }) => {
    const root = join(import.meta.dirname, '../..')
    const listed = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    const paths = listed
      .split('\0')
      .filter((path) => /\.(ts|tsx|js|mjs|json|edge|css|html|yml|yaml|sh|txt|md)$/.test(path))
    assert.isAbove(paths.length, 100)
    const read = (path: string) => readFileSync(join(root, path), 'utf8')
    assert.deepEqual(citingOutsideDocuments(paths, read), [])
  })

  test('the citation check catches a name or a section of such a document', ({ assert }) => {
    const texts: Record<string, string> = {
      'app/a.ts': `/** As ${'SPEC'}.md §9 says. */`,
      'inertia/b.tsx': `// ${'DESIGN'} "Budgets"`,
      'tests/c.spec.ts': `test('props of ${'DESIGN'}.md')`,
      'docs/d.md': `See ${'SPEC'}.md.`,
      'app/e.ts': '/** The weeks start on Monday in Dutch. */',
    }
    assert.deepEqual(
      citingOutsideDocuments(Object.keys(texts), (path) => texts[path]),
      ['app/a.ts', 'inertia/b.tsx', 'tests/c.spec.ts', 'docs/d.md']
    )
  })
})

test.group('Architecture', () => {
  test('the imports of app/, inertia/, admin/ and shared/ keep every rule', ({ assert }) => {
    const sources = ['app', 'inertia', 'admin', 'shared'].flatMap(sourcesIn)
    assert.isAbove(sources.length, 100)
    assert.deepEqual(violations(sources), [])
  })

  test('each rule catches the import it forbids', ({ assert }) => {
    const wrong: Source[] = [
      { path: 'app/services/a.ts', text: "import type { HttpContext } from '@adonisjs/core/http'" },
      { path: 'app/services/b.ts', text: "import T from '#transformers/time_log_transformer'" },
      { path: 'app/services/c.ts', text: "import { signIn } from '#auth/session_guard'" },
      { path: 'app/models/d.ts', text: "import { x } from '#services/time_logs'" },
      { path: 'app/validators/e.ts', text: "export { x } from '#services/time_logs'" },
      {
        path: 'app/transformers/f.ts',
        text: "import { durationOf } from '#services/time_log_rules'",
      },
      { path: 'app/lib/g.ts', text: "import User from '#models/user'" },
      { path: 'app/lib/g2.ts', text: "import type { Summary } from '#services/reports'" },
      { path: 'app/lib/g3.ts', text: "import T from '#transformers/time_log_transformer'" },
      { path: 'admin/h.tsx', text: "import { Icon } from '~/components/icon'" },
      { path: 'inertia/i.tsx', text: "const page = () => import('~admin/app')" },
      { path: 'shared/j.ts', text: "import { appName } from '~/lib/app_name'" },
      { path: 'inertia/k.tsx', text: "import db from '@adonisjs/lucid/services/db'" },
      {
        path: 'inertia/hooks/l.tsx',
        text: "import { WeekStatusChip } from '~/components/weeks/week_status_chip'",
      },
      { path: 'inertia/lib/m.ts', text: "import type { Timer } from '../components/timer/timer'" },
    ]
    assert.lengthOf(violations(wrong), wrong.length)
  })

  test('type imports of the server, such as the generated Data types, are fine in the front ends', ({
    assert,
  }) => {
    const fine: Source[] = [
      { path: 'inertia/a.tsx', text: "import type { Data } from '~generated/data'" },
      { path: 'admin/b.tsx', text: "import type { Data } from '~generated/data'" },
      { path: 'inertia/c.tsx', text: "import { timerChannel } from '~shared/channels'" },
      { path: 'app/services/d.ts', text: "import { withSeconds } from '#shared/times'" },
    ]
    assert.deepEqual(violations(fine), [])
  })

  test('the portal keeps every feature hook and module in its components/<feature>/ folder', ({
    assert,
  }) => {
    const paths = sourcesIn('inertia').map(({ path }) => path)
    assert.deepEqual(featureModulesOutsideFeatures(paths), [])
  })

  test('a hook or module named after a feature outside its folder is caught', ({ assert }) => {
    const features = [
      'inertia/components/time_logs/time_log_form.tsx',
      'inertia/components/timer/timer_bar.tsx',
      'inertia/components/reports/report_table.tsx',
      'inertia/components/shortcuts/shortcut_help_dialog.tsx',
      'inertia/components/ui/confirm_dialog.tsx',
    ]
    const misplaced = [
      'inertia/lib/time_log_api.ts',
      'inertia/hooks/use_time_log_columns.tsx',
      'inertia/lib/timer.ts',
      'inertia/hooks/use_running_timer.ts',
      'inertia/lib/report_strings.ts',
      'inertia/hooks/use_report_navigation.ts',
      'inertia/lib/keyboard_shortcuts.ts',
    ]
    const generic = [
      'inertia/hooks/use_translation.ts',
      'inertia/lib/dates.ts',
      'inertia/lib/week.ts',
      'inertia/lib/focus.ts',
    ]
    assert.deepEqual(
      featureModulesOutsideFeatures([...features, ...misplaced, ...generic]),
      misplaced
    )
  })

  test('each shared rule and format has its one home in shared/', ({ assert }) => {
    const sources = ['app', 'inertia', 'admin', 'shared'].flatMap(sourcesIn)
    assert.deepEqual(copiedRules(sources), [])
    for (const { home, copy } of sharedRules) {
      assert.isTrue(copy(sources.find(({ path }) => path === home)!.text), home)
    }
  })

  test('a second copy of a shared rule is caught', ({ assert }) => {
    const copies: Source[] = [
      {
        path: 'inertia/a.ts',
        text: "const pad = (n: number) => String(n).padStart(2, '0')\nconst h = (s: number) => `${pad(Math.floor(s / 3600))}`",
      },
      { path: 'admin/b.ts', text: "export type WeekStart = 'monday' | 'sunday'" },
      { path: 'app/services/b2.ts', text: 'const shown = row.startTime.slice(0, 5)' },
      { path: 'inertia/b3.ts', text: 'const iso = /^\\d{4}-\\d{2}-\\d{2}$/' },
      { path: 'app/services/c.ts', text: "const days = (day + (start === 'monday' ? 6 : 0)) % 7" },
      { path: 'admin/d.ts', text: "export const isPeriod = (g: string) => g === 'day'" },
      { path: 'app/validators/e.ts', text: "const groupings = ['day', 'week', 'month', 'user']" },
      { path: 'inertia/f.ts', text: 'export const maxCommentLength = 200' },
      { path: 'app/validators/g.ts', text: 'const min = today.minus({ years: 1 })' },
    ]
    assert.lengthOf(copiedRules(copies), copies.length)
  })
})
