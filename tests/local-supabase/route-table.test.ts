import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { endpointFor, routeTable, type Endpoint } from '../../local-supabase/http/route-table.ts'

// The services' tables (auth, storage): the first line whose method and path match answers, with
// the pattern's groups; an address none has gets the service's own refusal.

const answered: string[] = []
const line = (name: string, methods: Endpoint['methods'], path: RegExp): Endpoint => ({
  methods,
  path,
  handle: async (_req, _res, groups) => void answered.push(`${name}(${groups.join(',')})`),
})

const table = [
  line('resumable', 'any', /^upload\/resumable$/),
  line('list', ['POST'], /^object\/list\/([^/]+)$/),
  line('upload', ['POST'], /^object\/([^/]+)\/(.+)$/),
  line('download', ['GET', 'HEAD'], /^object\/([^/]+)\/(.+)$/),
]

const request = (method: string) => ({ method }) as IncomingMessage
const response = {} as ServerResponse

describe('a service’s route table', () => {
  it('answers with the first line whose method and path match, given the groups', async () => {
    const route = routeTable(table, () => new Error('none'))
    answered.length = 0
    await route(request('POST'), response, new URL('http://local/'), 'object/list/imagens')
    await route(request('GET'), response, new URL('http://local/'), 'object/list/imagens')
    await route(request('HEAD'), response, new URL('http://local/'), 'object/imagens/a/b.webp')
    await route(request('PATCH'), response, new URL('http://local/'), 'upload/resumable')
    expect(answered).toEqual(['list(imagens)', 'download(list,imagens)', 'download(imagens,a/b.webp)', 'resumable()'])
  })

  it('refuses an address no line has in the service’s words, naming the method and the path', async () => {
    const route = routeTable(table, (method, path) => new Error(`Route ${method} ${path} is not supported`))
    await expect(route(request('DELETE'), response, new URL('http://local/'), 'object/imagens/a')).rejects.toThrow(
      'Route DELETE object/imagens/a is not supported',
    )
    expect(endpointFor(table, 'PUT', 'object/imagens/a')).toBeUndefined()
  })
})
