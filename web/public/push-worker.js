/*
 * Founder Toolkit's service worker: shows the pushes the server sends when Push notifications is on
 * (server/src/notifications/push-sender.ts), and opens the page a notification is about when it is clicked.
 */

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

/** What a push that cannot be read says: the words the page registered this worker with, in the user's language. */
const fallbackWords = new URL(self.location.href).searchParams;

/** A push's message ({ title, body, url, tag }); a push that cannot be read still shows that something happened. */
function messageOf(data) {
  try {
    const message = data?.json();
    if (typeof message?.title === 'string') return message;
  } catch {
    // Shown as a plain notice below.
  }
  return {
    title: fallbackWords.get('title') || 'Founder Toolkit',
    body: fallbackWords.get('body') || 'You have a new notification.',
    url: '/dashboard',
    tag: 'notification',
  };
}

self.addEventListener('push', (event) => {
  const { title, body, url, tag } = messageOf(event.data);
  event.waitUntil(self.registration.showNotification(title, { body, tag, data: { url }, icon: '/icons/icon-192.png' }));
});

/** Only this site's pages are opened, whatever a message says. */
function pageOf(url) {
  const page = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return page.origin === self.location.origin ? page.href : new URL('/', self.location.origin).href;
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const page = pageOf(event.notification.data?.url);
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((window) => window.url === page);
      return open ? open.focus() : self.clients.openWindow(page);
    }),
  );
});
