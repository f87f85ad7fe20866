// The search tree of ismcts.ts: nodes in flat typed arrays (no object per node), so a search
// of tens of thousands of iterations allocates a handful of arrays and grows them by doubling.

/** The search tree: nodes in flat typed arrays, children as linked lists. */
export class Tree {
  size = 1;
  code = new Int32Array(1024);
  first = new Int32Array(1024).fill(-1);
  next = new Int32Array(1024).fill(-1);
  visits = new Float64Array(1024);
  avail = new Float64Array(1024);
  reward = new Float64Array(1024);
  loss = new Float64Array(1024);

  add(parent: number, code: number): number {
    if (this.size === this.code.length) this.grow();
    const v = this.size++;
    this.code[v] = code;
    this.first[v] = -1;
    this.next[v] = this.first[parent]!;
    this.first[parent] = v;
    this.visits[v] = 0;
    this.avail[v] = 0;
    this.reward[v] = 0;
    this.loss[v] = 0;
    return v;
  }

  private grow(): void {
    const cap = this.code.length * 2;
    const g = <T extends Int32Array | Float64Array>(a: T, make: (n: number) => T): T => {
      const b = make(cap);
      b.set(a);
      return b;
    };
    this.code = g(this.code, (n) => new Int32Array(n));
    this.first = g(this.first, (n) => new Int32Array(n).fill(-1));
    this.next = g(this.next, (n) => new Int32Array(n).fill(-1));
    this.visits = g(this.visits, (n) => new Float64Array(n));
    this.avail = g(this.avail, (n) => new Float64Array(n));
    this.reward = g(this.reward, (n) => new Float64Array(n));
    this.loss = g(this.loss, (n) => new Float64Array(n));
  }
}
