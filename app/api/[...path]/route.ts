// Any /api path no route serves: a JSON 404 for every method, like the API's other errors (Next would answer its
// HTML 404 page). Routes with their own folder always win over this catch-all.
import { errorResponse } from '@/lib/server/http'

const notFound = async (): Promise<Response> =>
  errorResponse(404, 'Esta dirección de la API no existe. La lista de direcciones está en /docs.', 'path')

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE }
