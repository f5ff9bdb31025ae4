import { ACTIVITY_CHANNEL, syncActivity } from './activitySync';

/** The next message a channel receives. */
const nextMessage = (channel: BroadcastChannel) =>
  new Promise<unknown>((resolve) => {
    channel.addEventListener('message', (event) => resolve(event.data), { once: true });
  });

describe('syncActivity', () => {
  it("hears the other tabs' activity and announces its own", async () => {
    const heard: number[] = [];
    let lastHeard = () => {};
    const heardAll = new Promise<void>((resolve) => (lastHeard = resolve));
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    const announced = nextMessage(otherTab);
    const sync = syncActivity((at) => {
      heard.push(at);
      if (at === 3_000) lastHeard();
    });

    otherTab.postMessage(1_000);
    otherTab.postMessage('not a time');
    // One sender's messages arrive in order: once 3,000 is heard, the two before it were.
    otherTab.postMessage(3_000);
    sync.announce(2_000);

    await heardAll;
    expect(heard).toEqual([1_000, 3_000]);
    expect(await announced).toBe(2_000);
    sync.close();
    otherTab.close();
  });

  it('hears nothing once closed', async () => {
    const heard: number[] = [];
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    const stillOpen = new BroadcastChannel(ACTIVITY_CHANNEL);
    const sync = syncActivity((at) => heard.push(at));
    sync.close();
    const deliveredToOpen = nextMessage(stillOpen);
    otherTab.postMessage(1_000);
    // Delivered to a tab still listening, so it was sent to every tab.
    expect(await deliveredToOpen).toBe(1_000);
    expect(heard).toEqual([]);
    otherTab.close();
    stillOpen.close();
  });
});
