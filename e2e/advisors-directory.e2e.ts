import { expect, it } from 'vitest';
import { signUpAndConfirm } from './support/accounts';
import { seriousA11yViolations } from './support/axe';
import { useStack } from './support/use-stack';

const stack = useStack();
const MIA = 'mia@advisors.example.com';
const BEN = 'ben@advisors.example.com';

it('an advisor publishes a profile, a founder finds it and asks for an intro, the advisor accepts: each sees the other’s address', async () => {
  // Mia publishes her advisor profile.
  const mia = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), mia, { email: MIA, name: 'Mia Mentor' });
  await mia.goto('/tool/advisors-directory');
  await mia.getByRole('heading', { level: 1, name: 'Advisors Directory' }).waitFor();
  const profile = mia.getByRole('region', { name: 'Your advisor profile' });
  await profile.getByRole('button', { name: 'Create your advisor profile' }).click();
  await profile.getByLabel('Headline').fill('Fintech operator, ex-Head of Growth');
  await profile.getByLabel('Expertise (separated by commas)').fill('Payments, Pricing');
  await profile.getByLabel('Industries (separated by commas)').fill('Fintech');
  await profile
    .getByLabel('How you can help founders')
    .fill('I help founders price their product and find bank partners.');
  await profile.getByRole('checkbox', { name: 'Mentoring' }).check();
  await profile.getByLabel('Hours a month (optional)').fill('4');
  await profile.getByLabel('Link (optional), e.g. LinkedIn').fill('javascript:alert(1)');
  await profile.getByRole('button', { name: 'Publish profile' }).click();
  await profile.getByText('Enter a web address starting with http:// or https://').waitFor();
  await profile.getByLabel('Link (optional), e.g. LinkedIn').fill('https://www.linkedin.com/in/mia');
  await profile.getByRole('button', { name: 'Publish profile' }).click();
  await profile.getByText('Published', { exact: true }).waitFor();
  await profile.getByText('4 hours a month').waitFor();
  expect(await seriousA11yViolations(mia)).toEqual([]);

  // Ben finds her by a word of her expertise, with no address on her card, and asks for an intro.
  const ben = await stack().newPage({ bypassCSP: true });
  await signUpAndConfirm(stack(), ben, { email: BEN, name: 'Ben Builder' });
  await ben.goto('/tool/advisors-directory');
  const search = ben.getByRole('region', { name: 'Find an advisor' });
  await search.getByRole('searchbox', { name: 'Search advisors' }).fill('pric');
  await search.getByRole('button', { name: 'Search' }).click();
  const card = search.getByRole('article', { name: 'Mia Mentor' });
  await card.getByText('Fintech operator, ex-Head of Growth').waitFor();
  expect(await ben.getByText(MIA).count()).toBe(0);
  await card.getByRole('button', { name: 'Request an intro' }).click();
  await card.getByLabel('Message to Mia Mentor').fill('Hi Mia, we are pricing our payments API. Could we talk?');
  await card.getByRole('button', { name: 'Send request' }).click();
  await card.getByText('Intro requested').waitFor();
  const sent = ben.getByRole('list', { name: 'Sent' });
  await sent.getByText('Waiting for an answer').waitFor();
  expect(await seriousA11yViolations(ben)).toEqual([]);

  // Mia is told by mail (without Ben's address) and in her inbox, and accepts in the tool.
  const mail = await stack().mailbox.waitForMail(MIA, { containing: 'would like an intro' });
  expect(mail.text).toContain('Ben Builder found your profile in the Advisors Directory and would like an intro:');
  expect(mail.text).toContain('Hi Mia, we are pricing our payments API. Could we talk?');
  expect(mail.text).not.toContain(BEN);
  await mia.reload();
  await mia.getByRole('button', { name: 'Notifications, 1 unread' }).click();
  const inbox = mia.getByRole('list', { name: 'Notifications' });
  await inbox.getByText('Ben Builder asked you for an intro').waitFor();
  await mia.keyboard.press('Escape');
  const received = mia.getByRole('list', { name: 'Received' });
  await received.getByText('Hi Mia, we are pricing our payments API. Could we talk?').waitFor();
  expect(await mia.getByText(BEN).count()).toBe(0);
  await received.getByRole('button', { name: 'Accept' }).click();
  await received.getByRole('link', { name: BEN }).waitFor();

  // Ben is told with Mia's address, and sees it in the tool.
  const accepted = await stack().mailbox.waitForMail(BEN, { containing: 'accepted your intro request' });
  expect(accepted.text).toContain(`You can write to them at ${MIA}.`);
  await ben.reload();
  await sent.getByText('Accepted', { exact: true }).waitFor();
  await sent.getByRole('link', { name: MIA }).waitFor();
});
