/** The banner's logo and name for a page header (ENV-001, ENV-002). Pure view. */
export interface BannerBrandViewProps {
  name: string
  /** data: URL of the logo image. */
  logoSrc: string
  href?: string
  showName: boolean
}

export function BannerBrandView({ name, logoSrc, href, showName }: BannerBrandViewProps) {
  const content = (
    <>
      <img part="logo" className="logo" src={logoSrc} alt={name} width={40} height={40} />
      {/* The logo's alt text already names the banner: the visible name is not read twice. */}
      {showName ? (
        <span part="name" className="name" aria-hidden="true">
          {name}
        </span>
      ) : null}
    </>
  )
  return href ? (
    <a part="root" className="brand" href={href}>
      {content}
    </a>
  ) : (
    <span part="root" className="brand">
      {content}
    </span>
  )
}
