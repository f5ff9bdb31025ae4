// A remote's server that fails on purpose (the blast-radius matrix). It serves
// /<container>/<version>/… for any container: the real release's manifest (so the shell accepts
// it), and then, by the fault set for that container:
//   manifest-404  the manifest is missing
//   entry-500     remoteEntry.js answers 500
//   hang          nothing ever answers
//   render-throws a container whose every page throws while rendering
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import fs from 'node:fs';
import path from 'node:path';

export const FAULTS = ['manifest-404', 'entry-500', 'hang', 'render-throws'] as const;
type Fault = (typeof FAULTS)[number];

/** A federation container (init/get) whose `./routes` gives a page that throws for any route. */
const throwingContainer = (container: string) => `var ${container} = {
  init: function () {},
  get: function () {
    return Promise.resolve(function () {
      var page = function BrokenPage() { throw new Error('${container}: this page throws on purpose'); };
      return { pages: new Proxy({}, { get: function () { return page; } }) };
    });
  }
};`;

export interface FaultyRemote {
  url: string;
  setFault(container: string, fault: Fault): void;
  close(): Promise<void>;
}

/** `manifests`: a container's real mf-manifest.json (path), served when its fault allows. */
export async function startFaultyRemote(
  port: number,
  manifests: Record<string, string>,
): Promise<FaultyRemote> {
  const faults = new Map<string, Fault>();
  const sockets = new Set<Socket>();
  const server = http.createServer((req, res) => {
    const [, container = '', , file = ''] = (req.url ?? '').split('?')[0]!.split('/');
    const fault = faults.get(container);
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('cache-control', 'no-store');
    if (!fault) return res.writeHead(404).end();
    if (fault === 'hang') return; // never answered; closed with the server
    if (file === 'mf-manifest.json') {
      if (fault === 'manifest-404' || !manifests[container]) return res.writeHead(404).end();
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(fs.readFileSync(manifests[container]!));
    }
    if (file === 'remoteEntry.js') {
      if (fault === 'entry-500') return res.writeHead(500).end('Internal Server Error');
      res.writeHead(200, { 'content-type': 'text/javascript' });
      return res.end(throwingContainer(container));
    }
    return res.writeHead(404).end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(port, resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${bound}`,
    setFault: (container, fault) => faults.set(container, fault),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** The manifest of the release a remotes.json entry names as stable. */
export function stableManifest(releasesDir: string, container: string, stable: string): string {
  return path.join(releasesDir, container, stable, 'mf-manifest.json');
}
