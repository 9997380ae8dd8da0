import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'

type Document = { path: string; text: string }
type Link = { target: string; anchor?: string }

/** The documents whose links must hold: the entry pages and everything under docs/. */
function documents(): Document[] {
  const root = app.makePath()
  const underDocs = readdirSync(app.makePath('docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name))
  return ['README.md', 'CONTRIBUTING.md', join('bench', 'README.md'), ...underDocs].map((path) => ({
    path,
    text: readFileSync(join(root, path), 'utf8'),
  }))
}

/** The text outside fenced code blocks, where a heading is a heading. */
function outsideCodeBlocks(text: string) {
  return text.replace(/^[ \t]*(```|~~~)[^\n]*\n[\s\S]*?^[ \t]*\1[ \t]*$/gm, '')
}

/** The text outside code blocks and inline code, where a link is a link. */
function prose(text: string) {
  return outsideCodeBlocks(text).replace(/`[^`\n]*`/g, '')
}

/** Every relative link and image of a markdown text: `[x](path)`, `![x](path#anchor)`. */
function relativeLinks(text: string): Link[] {
  return [...prose(text).matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)]
    .map(([, href]) => href)
    .filter((href) => !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('/'))
    .map((href) => {
      const [target, anchor] = href.split('#', 2)
      return { target: decodeURIComponent(target), anchor }
    })
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string) {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-')
}

/** The anchors of a markdown text's headings, with GitHub's -1, -2 for repeated ones. */
function anchors(text: string) {
  const seen = new Map<string, number>()
  const found = new Set<string>()
  for (const [, heading] of outsideCodeBlocks(text).matchAll(/^#{1,6}[ \t]+(.+?)[ \t#]*$/gm)) {
    const base = slug(heading)
    const count = seen.get(base) ?? 0
    seen.set(base, count + 1)
    found.add(count ? `${base}-${count}` : base)
  }
  return found
}

/** What is wrong with each link of `document`: a missing file, or an anchor no heading has. */
function brokenLinks(document: Document, read: (path: string) => string | undefined) {
  const broken: string[] = []
  for (const { target, anchor } of relativeLinks(document.text)) {
    const path = target ? join(dirname(document.path), target) : document.path
    const shown = `${document.path}: ${target}${anchor === undefined ? '' : `#${anchor}`}`
    const text = target ? read(path) : document.text
    if (text === undefined && !existsSync(app.makePath(path))) broken.push(`${shown} (no file)`)
    else if (anchor !== undefined && path.endsWith('.md') && !anchors(text ?? '').has(anchor)) {
      broken.push(`${shown} (no such heading)`)
    }
  }
  return broken
}

function readDocument(path: string) {
  const file = app.makePath(path)
  if (!existsSync(file) || !path.endsWith('.md')) return undefined
  return readFileSync(file, 'utf8')
}

test.group('Documentation links', () => {
  test('every relative link, image and anchor of the documentation resolves', ({ assert }) => {
    const all = documents()
    assert.isAbove(all.length, 10)
    assert.deepEqual(
      all.flatMap((document) => brokenLinks(document, readDocument)),
      [],
      'broken links'
    )
  })

  test('the check finds links and headings as GitHub does', ({ assert }) => {
    assert.deepEqual(
      relativeLinks('[a](b.md#c) ![i](images/x.png) [w](https://x.org) `[no](n.md)`'),
      [
        { target: 'b.md', anchor: 'c' },
        { target: 'images/x.png', anchor: undefined },
      ]
    )
    assert.deepEqual(
      [...anchors('# Upgrades and migrations\n## `npm run bench`\n## Results\n## Results\n')],
      ['upgrades-and-migrations', 'npm-run-bench', 'results', 'results-1']
    )
  })

  test('a missing file or heading is reported', ({ assert }) => {
    const document = {
      path: join('docs', 'example.md'),
      text: '# Here\n[ok](#here) [gone](missing.md) [up](../README.md#no-such-heading)',
    }
    const read = (path: string) => (path === 'README.md' ? '# Hourbook\n' : readDocument(path))
    assert.deepEqual(brokenLinks(document, read), [
      'docs/example.md: missing.md (no file)',
      'docs/example.md: ../README.md#no-such-heading (no such heading)',
    ])
  })
})
