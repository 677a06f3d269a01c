// Each button posts its message to the parent, to our own origin only (hub-and-business-account 2.2).
document.querySelectorAll('button[data-message]').forEach(function (button) {
  button.addEventListener('click', function () {
    window.parent.postMessage({ type: button.getAttribute('data-message') }, window.location.origin)
  })
})
