// The chat's push across instances. A change (a message, a claim, a read) is published once, after
// its transaction committed, as the frames each side should get; every instance delivers them to
// its own sockets: a member's frames to that member's sockets (merchant + account), the staff frames
// to every staff socket of the brand. Without Redis the bus is this process; with it, Redis pub/sub
// on one channel (a duplicated connection subscribes: a subscribing connection can do nothing else),
// and an instance delivers what it hears, its own publications included.
import type { SocketServerFrame } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

export interface ChatDelivery {
  merchantCode: string;
  /** The member the change concerns. */
  accountId: number;
  member: SocketServerFrame[];
  staff: SocketServerFrame[];
}

export type FrameListener = (frames: SocketServerFrame[]) => void;

const CHANNEL = 'portal-chat';

export class ChatBus {
  private readonly members = new Map<string, Set<FrameListener>>();
  private readonly staff = new Map<string, Set<FrameListener>>();
  private subscriber: Redis | undefined;
  private log: FastifyBaseLogger | undefined;

  constructor(private readonly redis: Redis | undefined) {}

  /** Subscribes to the channel (with Redis); resolves once publications reach this instance. */
  async start(log: FastifyBaseLogger): Promise<void> {
    this.log = log;
    if (!this.redis) return;
    const subscriber = this.redis.duplicate();
    this.subscriber = subscriber;
    subscriber.on('message', (channel: string, text: string) => {
      if (channel !== CHANNEL) return;
      try {
        this.deliver(JSON.parse(text) as ChatDelivery);
      } catch (error) {
        this.log?.warn({ err: error }, 'an unreadable chat publication was dropped');
      }
    });
    subscriber.on('error', (error: Error) => this.log?.warn({ err: error }, 'the chat subscriber connection failed'));
    await subscriber.subscribe(CHANNEL);
  }

  /** Publishes a committed change; never throws (a socket that misses it gets it at its next hello). */
  async publish(delivery: ChatDelivery): Promise<void> {
    if (!this.redis) return this.deliver(delivery);
    try {
      await this.redis.publish(CHANNEL, JSON.stringify(delivery));
    } catch (error) {
      this.log?.warn({ err: error }, 'chat publication failed: delivering on this instance only');
      this.deliver(delivery);
    }
  }

  /** Listens for a member's frames; returns the function that stops it. */
  onMember(merchantCode: string, accountId: number, listener: FrameListener): () => void {
    return this.listen(this.members, `${merchantCode}:${accountId}`, listener);
  }

  /** Listens for the brand's staff frames; returns the function that stops it. */
  onStaff(merchantCode: string, listener: FrameListener): () => void {
    return this.listen(this.staff, merchantCode, listener);
  }

  /** How many sockets listen on this instance (tests, health). */
  get listeners(): number {
    let count = 0;
    for (const set of [...this.members.values(), ...this.staff.values()]) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    const subscriber = this.subscriber;
    this.subscriber = undefined;
    if (subscriber) await subscriber.quit().catch(() => subscriber.disconnect());
  }

  private deliver(delivery: ChatDelivery): void {
    if (delivery.member.length > 0)
      for (const listener of this.members.get(`${delivery.merchantCode}:${delivery.accountId}`) ?? [])
        listener(delivery.member);
    if (delivery.staff.length > 0)
      for (const listener of this.staff.get(delivery.merchantCode) ?? []) listener(delivery.staff);
  }

  private listen(map: Map<string, Set<FrameListener>>, key: string, listener: FrameListener): () => void {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    set.add(listener);
    return () => {
      const current = map.get(key);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) map.delete(key);
    };
  }
}
