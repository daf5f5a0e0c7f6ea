// The demo page's channel switch (product.html). A CMS page would set the cards' channel attribute from its
// own store selector; here the radio buttons do it, and the choice is remembered in localStorage.
const STORAGE_KEY = 'aisle-demo:channel'
const CHANNELS = ['delivery', 'pickup', 'instore']

function remembered() {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return CHANNELS.includes(value) ? value : ''
  } catch {
    return ''
  }
}

function apply(channel) {
  for (const card of document.querySelectorAll('aisle-product-card')) {
    if (channel) card.setAttribute('channel', channel)
    else card.removeAttribute('channel')
  }
  const radio = document.querySelector(`input[name="channel"][value="${channel}"]`)
  if (radio) radio.checked = true
}

document.addEventListener('change', (event) => {
  const input = event.target
  if (!(input instanceof HTMLInputElement) || input.name !== 'channel') return
  try {
    if (input.value) localStorage.setItem(STORAGE_KEY, input.value)
    else localStorage.removeItem(STORAGE_KEY)
  } catch {
    // Storage may be blocked: the switch still works for this visit.
  }
  apply(input.value)
})

const asked = new URLSearchParams(location.search).get('channel')
apply(CHANNELS.includes(asked) ? asked : remembered())
