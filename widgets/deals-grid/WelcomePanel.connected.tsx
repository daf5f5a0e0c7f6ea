/**
 * The deals grid's welcome panel wired to the page's welcome claim (core/stores/coupons/welcome.ts): shown when the
 * page address carries a campaign (CPN-123); its press claims the offers (API-054), a guest's goes to sign-in.
 */
import { useStore } from '../shared/use-select'
import type { WelcomeCampaign } from '../../core/rules/coupons/welcome'
import type { Runtime } from '../../core/runtime'
import { welcomeClaimOf } from '../../core/runtime/coupons/welcome'
import { WelcomePanelView } from './WelcomePanel.view'

export interface WelcomePanelProps {
  runtime: Runtime
  campaign: WelcomeCampaign
  guest: boolean
}

export function WelcomePanel({ runtime, campaign, guest }: WelcomePanelProps) {
  const claim = welcomeClaimOf(runtime)
  const state = useStore(claim.$welcome)
  return (
    <WelcomePanelView
      state={state.status}
      guest={guest}
      count={state.status === 'claimed' ? state.offerIds.length : 0}
      message={state.status === 'failed' ? state.message : undefined}
      onClaim={(trusted) => void claim.claim(campaign, { trusted })}
    />
  )
}
