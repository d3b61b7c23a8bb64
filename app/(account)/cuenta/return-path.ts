// Where to send someone after signing in or up: only a path of this site ("/mazos/mios"), never
// another host ("//evil.example", "https://…"), so the link cannot be used to bounce people away.
export const DEFAULT_RETURN_PATH = '/mazos/mios'

export function safeReturnPath(value: string | string[] | undefined | null, fallback: string = DEFAULT_RETURN_PATH): string {
  const raw = Array.isArray(value) ? value[0] : value
  if (!raw) return fallback
  let path = raw
  // next-auth may hand back an absolute URL of this same site; keep its path only.
  if (/^https?:\/\//i.test(path)) {
    try {
      const url = new URL(path)
      path = `${url.pathname}${url.search}${url.hash}`
    } catch {
      return fallback
    }
  }
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f]/.test(path)) return fallback
  if (path.startsWith('/api/')) return fallback
  return path
}

/** Messages for next-auth's `?error=` codes and our own, in words a player understands. */
export function signInErrorMessage(code: string | null | undefined): string | null {
  if (!code) return null
  switch (code) {
    case 'CredentialsSignin':
      return 'El correo o la contraseña no son correctos.'
    case 'DemasiadosIntentos':
      return 'Demasiados intentos de entrar con ese correo o desde esta conexión. Espera unos 15 minutos y vuelve a probar.'
    case 'OAuthAccountNotLinked':
      return 'Ese correo ya tiene una cuenta con otro método de entrada: entra con el método que usaste al registrarte.'
    case 'AccessDenied':
      return 'El proveedor no ha confirmado un correo electrónico verificado, así que no podemos abrir tu cuenta con él.'
    case 'OAuthSignin':
    case 'OAuthCallback':
    case 'OAuthCreateAccount':
    case 'Callback':
      return 'No se ha podido completar la entrada con el proveedor externo. Inténtalo de nuevo o entra con tu correo y contraseña.'
    case 'SessionRequired':
      return 'Tienes que iniciar sesión para ver esa página.'
    default:
      return 'No se ha podido iniciar sesión. Inténtalo de nuevo.'
  }
}
