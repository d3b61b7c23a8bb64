import { describe, expect, it } from 'vitest'
import { readSession } from './session'

describe('readSession (the header account corner)', () => {
  it('an empty session answer means nobody is signed in', () => {
    expect(readSession({})).toEqual({ status: 'signedOut' })
    expect(readSession(null)).toEqual({ status: 'signedOut' })
    expect(readSession({ user: null })).toEqual({ status: 'signedOut' })
  })
  it('a session with a user gives that user name, or an empty name when it has none', () => {
    expect(readSession({ user: { name: 'Ana', email: 'a@b.c' }, expires: '2030-01-01' })).toEqual({ status: 'signedIn', name: 'Ana', id: '' })
    expect(readSession({ user: { email: 'a@b.c' } })).toEqual({ status: 'signedIn', name: '', id: '' })
    expect(readSession({ user: { id: 'u1', name: 'Ana' } })).toEqual({ status: 'signedIn', name: 'Ana', id: 'u1' })
  })
})
