// The MDN HTTP Observatory's tests and grading (@mdn/mdn-http-observatory) run on the answers of our
// server. Its scan() fetches http:// and https:// of a host name on ports 80 and 443; our server
// speaks plain http on a loopback port, with TLS left to whatever is in front of it in production.
// So this retrieves as the Observatory does (its own Session: headers, user agent, cookie jar, the
// robots.txt request and the CORS preflight) and hands that answer to the tests as the https answer:
// the Observatory's redirection test (plain http → https) grades the TLS terminator, not the app.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { AxiosHeaders } from 'axios';

const require = createRequire(import.meta.url);
const packageDir = path.dirname(require.resolve('@mdn/mdn-http-observatory/package.json'));

// The package's postinstall downloads Chromium's HSTS preload list; install scripts are denied here
// (package.json allowScripts: it needs the internet). A loopback address is in no preload list, so an
// empty list gives the very same answers.
const preloadList = path.join(packageDir, 'conf', 'hsts-preload.json');
if (!fs.existsSync(preloadList)) fs.writeFileSync(preloadList, '{}');

const { Session, getPageText } = await import('@mdn/mdn-http-observatory/src/retriever/session.js');
const { parseHttpEquivHeaders } = await import('@mdn/mdn-http-observatory/src/retriever/utils.js');
const { Requests } = await import('@mdn/mdn-http-observatory/src/types.js');
const { ALL_TESTS } = await import('@mdn/mdn-http-observatory/src/constants.js');
const { CONFIG } = await import('@mdn/mdn-http-observatory/src/config.js');
const { getGradeForScore, getScoreModifier } = await import('@mdn/mdn-http-observatory/src/grader/grader.js');
const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await import('@mdn/mdn-http-observatory/src/grader/charts.js');

// The retriever's own request headers (src/retriever/retriever.js).
const STANDARD_HEADERS = ['Accept: text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8'];
const ROBOTS_HEADERS = ['Accept: text/plain,*/*;q=0.8'];

/** Grade and score of `url`, with each test's result and score modifier, as the Observatory's scan() computes them. */
export async function observatoryScan(url) {
  const requests = new Requests(new URL(url).hostname);
  const session = await Session.fromUrl(new URL(url), { headers: STANDARD_HEADERS });
  if (!session.response) throw new Error(`No answer from ${url}`);
  requests.session = session;
  requests.responses.auto = session.response;
  requests.responses.https = session.response;
  requests.resources.path = getPageText(session.response, true);
  await session.get({ path: '/robots.txt', headers: new AxiosHeaders(ROBOTS_HEADERS.join('\n')) });
  const cors = await session.options({ url, headers: { 'Access-Control-Request-Method': 'GET', Origin: CONFIG.retriever.corsOrigin } });
  requests.responses.cors = cors ? { ...cors, verified: session.response.verified } : null;
  const isHtml = String(session.response.headers['content-type'] ?? '').startsWith('text/html');
  session.response.httpEquiv = isHtml && requests.resources.path ? parseHttpEquivHeaders(requests.resources.path, url) : new Map();

  // The grading of src/scanner/index.js.
  let withExtraCredit = 100;
  let uncurved = 100;
  const tests = {};
  for (const test of ALL_TESTS) {
    const result = test(requests);
    const modifier = result.result ? getScoreModifier(result.result) : 0;
    withExtraCredit += modifier;
    if (modifier < 0) uncurved += modifier;
    tests[result.constructor.name] = { result: result.result, pass: result.pass, modifier };
  }
  const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withExtraCredit : uncurved);
  return { grade, score, tests };
}
