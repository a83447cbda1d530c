// The offline page's behaviour (offline.html): a file, because the Content-Security-Policy allows no inline
// scripts or event handlers. "Try again", or the connection coming back, reloads the page the shopper asked for.
document.querySelector('[data-action="retry"]')?.addEventListener('click', () => location.reload());
addEventListener('online', () => location.reload());
