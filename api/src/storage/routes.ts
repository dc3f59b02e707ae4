import { commonTexts } from '@school/shared/texts';
import type { RawRoute } from '../modules/module';
import { FILES_BASE_PATH } from './local-storage';

const notServed = () =>
  new Response(JSON.stringify({ errors: [{ message: commonTexts.notFound }] }), {
    status: 404,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

const basePath = FILES_BASE_PATH.replace(/^\/api/, '');

/** The signed URLs of local disk storage: PUT to upload, GET (and HEAD) to read with ranges. */
export function fileRoutes(): RawRoute[] {
  return [
    {
      method: 'PUT',
      path: `${basePath}/:folder/:fileName`,
      handler: (c) => {
        const serve = c.get('deps').storage.serve;
        return serve ? serve.put(c, { folder: c.req.param('folder')!, fileName: c.req.param('fileName')! }) : Promise.resolve(notServed());
      },
    },
    {
      method: 'GET',
      path: `${basePath}/:folder/:fileName`,
      handler: (c) => {
        const serve = c.get('deps').storage.serve;
        return serve ? serve.get(c, { folder: c.req.param('folder')!, fileName: c.req.param('fileName')! }) : Promise.resolve(notServed());
      },
    },
  ];
}
