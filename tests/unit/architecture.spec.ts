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

const portalFeatures = /^inertia\/components\/(?!layout\/|ui\/)([a-z_]+)\//

/**
 * Domain rules several portal features use, named after the feature that uses them most; they
 * stay in inertia/lib rather than in one feature's folder.
 */
const sharedRules = new Set([
  'inertia/lib/report_query.ts',
  'inertia/lib/time_log_format.ts',
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
      !sharedRules.has(path) &&
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
      'inertia/lib/time_log_format.ts',
      'inertia/lib/focus.ts',
    ]
    assert.deepEqual(
      featureModulesOutsideFeatures([...features, ...misplaced, ...generic]),
      misplaced
    )
  })
})
