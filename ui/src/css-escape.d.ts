declare module 'css.escape' {
  const cssEscape: (value: string) => string
  export default cssEscape
}
