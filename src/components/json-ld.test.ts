import { describe, expect, test } from 'vitest'
import { jsonLdText } from './json-ld.ts'

describe('jsonLdText', () => {
  test('a name with a closing script tag cannot end the element, and parses back the same', () => {
    const data = { name: 'Sparks </script><img src=x onerror=alert(1)> & Co' }
    const text = jsonLdText(data)
    expect(text).not.toContain('</script')
    expect(text).not.toContain('<')
    expect(JSON.parse(text)).toEqual(data)
  })
})
