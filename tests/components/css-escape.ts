/** CSS.escape as CSSOM defines it, for jsdom, which lacks it. */
export function cssEscape(value: string): string {
  let escaped = ''
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index)
    const char = value.charAt(index)
    const isDigit = code >= 0x30 && code <= 0x39
    if (code === 0) escaped += '\uFFFD'
    else if (
      (code >= 0x01 && code <= 0x1f) ||
      code === 0x7f ||
      (index === 0 && isDigit) ||
      (index === 1 && isDigit && value.charCodeAt(0) === 0x2d)
    )
      escaped += `\\${code.toString(16)} `
    else if (index === 0 && char === '-' && value.length === 1) escaped += '\\-'
    else if (code >= 0x80 || char === '-' || char === '_' || isDigit || /[a-zA-Z]/.test(char)) escaped += char
    else escaped += `\\${char}`
  }
  return escaped
}
