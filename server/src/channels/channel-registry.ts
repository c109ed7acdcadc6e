import type { Channel, ChannelId } from './channel';

/** The channels the server sends on, by id; the pipeline finds an adapter only here. */
export interface ChannelRegistry {
  get(id: ChannelId): Channel;
  all(): readonly Channel[];
  /** Adds an adapter (the server's own at start; a test its test-only one). A second one of an id is refused. */
  register(channel: Channel): void;
}

export function createChannelRegistry(channels: readonly Channel[] = []): ChannelRegistry {
  const byId = new Map<ChannelId, Channel>();
  const registry: ChannelRegistry = {
    get(id) {
      const channel = byId.get(id);
      if (!channel) throw new Error(`No channel adapter "${id}": known channels are ${[...byId.keys()].join(', ')}.`);
      return channel;
    },
    all: () => [...byId.values()],
    register(channel) {
      if (byId.has(channel.id)) throw new Error(`A channel adapter "${channel.id}" is registered already.`);
      byId.set(channel.id, channel);
    },
  };
  for (const channel of channels) registry.register(channel);
  return registry;
}
