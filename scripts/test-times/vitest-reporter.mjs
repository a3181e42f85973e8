// Vitest reporter: the wall and busy time of each project (scripts/test-times/record.mjs).
import { report } from './record.mjs';

export default class TemposVitest {
  starts = new Map();
  spans = new Map();

  onTestModuleQueued(module) {
    this.starts.set(`${module.project.name} ${module.moduleId}`, Date.now());
  }

  onTestModuleEnd(module) {
    const name = module.project.name;
    if (!this.spans.has(name)) this.spans.set(name, []);
    this.spans.get(name).push([this.starts.get(`${name} ${module.moduleId}`) ?? Date.now(), Date.now()]);
  }

  onTestRunEnd() {
    report('vitest', this.spans);
  }
}
