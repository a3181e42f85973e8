// Playwright reporter: the wall and busy time of each project (scripts/test-times/record.mjs).
import { report } from './record.mjs';

export default class TemposPlaywright {
  spans = new Map();

  onTestEnd(test, result) {
    const name = test.parent.project()?.name ?? '';
    if (!this.spans.has(name)) this.spans.set(name, []);
    const start = result.startTime.getTime();
    this.spans.get(name).push([start, start + result.duration]);
  }

  onEnd() {
    report('playwright', this.spans);
  }

  printsToStdio() {
    return false;
  }
}
