import { get, type IncomingMessage } from 'node:http'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import app from '@adonisjs/core/services/app'
import { test } from '@japa/runner'
import env from '#start/env'

const script = `console.log(${JSON.stringify('Hourbook '.repeat(200))})\n`
const name = 'precompressed-fixture-0f3a9c.js'

/** A raw request, so the body arrives as the server encoded it. */
function fetchRaw(path: string, acceptEncoding?: string) {
  return new Promise<{ response: IncomingMessage; body: Buffer }>((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {}
    get({ host: env.get('HOST'), port: env.get('PORT'), path, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => resolve({ response, body: Buffer.concat(chunks) }))
    }).on('error', reject)
  })
}

test.group('Front-end assets', (group) => {
  group.setup(async () => {
    const file = app.publicPath('assets', name)
    await mkdir(app.publicPath('assets'), { recursive: true })
    await writeFile(file, script)
    await writeFile(`${file}.br`, brotliCompressSync(script))
    await writeFile(`${file}.gz`, gzipSync(script))
    return async () => {
      await Promise.all(['', '.br', '.gz'].map((suffix) => rm(file + suffix)))
    }
  })

  test('a browser accepting Brotli gets the Brotli copy, cacheable for a year', async ({
    assert,
  }) => {
    const { response, body } = await fetchRaw(`/assets/${name}`, 'gzip, deflate, br')
    assert.equal(response.statusCode, 200)
    assert.equal(response.headers['content-encoding'], 'br')
    assert.equal(response.headers['content-type'], 'text/javascript; charset=utf-8')
    assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable')
    assert.equal(response.headers['vary'], 'Accept-Encoding')
    assert.isBelow(body.length, script.length / 10)
    assert.equal(brotliDecompressSync(body).toString(), script)
  })

  test('a browser accepting gzip only gets the gzip copy', async ({ assert }) => {
    const { response, body } = await fetchRaw(`/assets/${name}`, 'gzip')
    assert.equal(response.headers['content-encoding'], 'gzip')
    assert.equal(gunzipSync(body).toString(), script)
  })

  test('without an accepted encoding the file comes as it is', async ({ assert }) => {
    const { response, body } = await fetchRaw(`/assets/${name}`)
    assert.equal(response.statusCode, 200)
    assert.isUndefined(response.headers['content-encoding'])
    assert.equal(body.toString(), script)
  })

  test('paths leaving the assets folder are not served', async ({ assert }) => {
    const { response } = await fetchRaw('/assets/../../package.json', 'br')
    assert.notEqual(response.statusCode, 200)
    const encoded = await fetchRaw('/assets/%2e%2e/%2e%2e/start/env.ts', 'br')
    assert.notEqual(encoded.response.statusCode, 200)
  })

  test("the server renderer's bundle is not served, however its path is written", async ({
    assert,
    cleanup,
  }) => {
    const bundle = app.publicPath('assets', 'server', 'renderer-fixture-5d1e.js')
    await mkdir(app.publicPath('assets', 'server'), { recursive: true })
    await writeFile(bundle, 'export const secret = 1\n')
    cleanup(() => rm(bundle))
    for (const path of [
      '/assets/server/renderer-fixture-5d1e.js',
      '/assets/%73erver/renderer-fixture-5d1e.js',
      '/assets//server/renderer-fixture-5d1e.js',
      '/assets/./server/renderer-fixture-5d1e.js',
      '/img/../assets/server/renderer-fixture-5d1e.js',
    ]) {
      const { response, body } = await fetchRaw(path)
      assert.equal(response.statusCode, 404, path)
      assert.notInclude(body.toString(), 'secret', path)
    }
  })

  test('the other files in public/ are served as they are', async ({ assert }) => {
    const { response, body } = await fetchRaw('/img/logo.svg')
    assert.equal(response.statusCode, 200)
    assert.equal(response.headers['content-type'], 'image/svg+xml')
    assert.include(body.toString(), '<svg')
    assert.equal((await fetchRaw('/img/xx.svg')).response.statusCode, 404)
  })
})
