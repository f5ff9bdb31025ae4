import { ACTIVITY_CHANNEL, syncActivity } from './activitySync';

const delivered = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('syncActivity', () => {
  it("hears the other tabs' activity and announces its own", async () => {
    const heard: number[] = [];
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    const toOtherTab: unknown[] = [];
    otherTab.onmessage = (event) => toOtherTab.push(event.data);
    const sync = syncActivity((at) => heard.push(at));

    otherTab.postMessage(1_000);
    otherTab.postMessage('not a time');
    sync.announce(2_000);
    await delivered();

    expect(heard).toEqual([1_000]);
    expect(toOtherTab).toEqual([2_000]);
    sync.close();
    otherTab.close();
  });

  it('hears nothing once closed', async () => {
    const heard: number[] = [];
    const otherTab = new BroadcastChannel(ACTIVITY_CHANNEL);
    const sync = syncActivity((at) => heard.push(at));
    sync.close();
    otherTab.postMessage(1_000);
    await delivered();
    expect(heard).toEqual([]);
    otherTab.close();
  });
});
