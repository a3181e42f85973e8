// Cold-start baseline: a bare node:http process that answers POST /login with 200.
import { createServer } from 'node:http';

const [port] = process.argv.slice(2);
createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"nome":"x","adm":0}');
  });
}).listen(Number(port), '127.0.0.1');
