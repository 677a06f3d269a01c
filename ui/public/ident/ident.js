// Each button posts its result to the parent, to our own origin only (hub-and-business-account 2.4 "Embedded dialogs").
document.querySelectorAll('button[data-message]').forEach(function (button) {
  button.addEventListener('click', function () {
    window.parent.postMessage({ type: button.getAttribute('data-message') }, window.location.origin)
  })
})
// The identification's id from the address, as text (never as HTML).
var idSlot = document.querySelector('[data-identification-id]')
if (idSlot !== null) {
  idSlot.textContent = new URLSearchParams(window.location.search).get('identificationId') || '–'
}
