import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A remote origin that misbehaves on purpose, on loopback: /error answers 500, /hang accepts and
 * never answers, /throw serves a valid federation container whose parcel throws in mount.
 */
export class FaultServer {
  private server: Server;
  private sockets = new Set<Socket>();
  origin = '';

  constructor() {
    this.server = createServer((req, res) => {
      const url = req.url ?? '';
      if (url.startsWith('/error/')) return this.send(res, 500, 'text/plain', 'internal error');
      if (url.startsWith('/hang/')) return undefined; // never answers
      const thrower = /^\/throw\/([a-z]+)\/(mf-manifest\.json|remoteEntry\.js)$/.exec(url);
      if (thrower) {
        const name = thrower[1] as string;
        return thrower[2] === 'remoteEntry.js'
          ? this.send(res, 200, 'text/javascript', throwingContainer(name))
          : this.send(res, 200, 'application/json', JSON.stringify(manifest(name)));
      }
      return this.send(res, 404, 'text/plain', 'not found');
    });
    this.server.on('connection', (socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  private send(res: ServerResponse, status: number, type: string, body: string) {
    res.writeHead(status, { 'Content-Type': type, 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' });
    res.end(body);
  }

  async start() {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.origin = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    this.sockets.forEach((s) => s.destroy());
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function manifest(name: string) {
  return {
    id: name,
    name,
    metaData: {
      name,
      globalName: name,
      buildInfo: { buildVersion: '1.0.0', buildName: `@console/${name}` },
      publicPath: 'auto',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      pluginVersion: '2.9.2',
    },
    shared: [],
    remotes: [],
    exposes: [
      {
        id: `${name}:app`,
        name: 'app',
        path: './app',
        assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
      },
    ],
  };
}

/** A container that loads fine and exposes a parcel whose mount rejects. */
function throwingContainer(name: string) {
  return `var ${name} = {
  init: function () { return Promise.resolve(); },
  get: function () {
    return Promise.resolve(function () {
      return { default: {
        bootstrap: function () { return Promise.resolve(); },
        mount: function () { return Promise.reject(new Error('mount failed on purpose')); },
        unmount: function () { return Promise.resolve(); }
      } };
    });
  }
};`;
}
