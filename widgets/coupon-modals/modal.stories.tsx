import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ReactNode, useState } from 'react'
import { waitFor } from 'storybook/test'
import { clipErrorModalContent } from '../../core/rules/coupons/clip-error'
import type { ErrorModalContent } from '../../core/rules/modal'
import { type ContactAsk, OTP_ERRORS, OTP_TEXT, type SaveState, type SignInStep } from '../../core/rules/coupons/modal-prompts'
import { BoxTopView } from './BoxTop.view'
import { ErrorModalView } from './ErrorModal.view'
import { Modal } from '../ui/Modal'
import { ProgressiveProfileView } from './ProgressiveProfile.view'
import { ShadowHost } from '../ui/shadow-host'
import { SignInOtpView } from './SignInOtp.view'

/** A trigger and the modal it opens (open at first), in a shadow root like a widget's. */
function Opener({ children }: { children: (open: boolean, close: () => void) => ReactNode }) {
  const [open, setOpen] = useState(true)
  return (
    <ShadowHost>
      <button type="button" onClick={() => setOpen(true)}>
        Open the modal
      </button>
      {children(open, () => setOpen(false))}
    </ShadowHost>
  )
}

const meta = {
  title: 'Widgets/Modals',
  parameters: {
    tag: 'aisle-coupon-modals',
    docs: {
      story: { inline: false, height: '30rem' },
      description: {
        component: [
          "The modal every Aisle widget uses, and the coupon flow's modals built on it. A native modal dialog: focus",
          'stays inside (Tab wraps), the page behind is inert, Esc, a click on the backdrop (unless static), browser',
          'back and the × close it, and focus returns to what opened it. The backdrop fades in 150 ms and the dialog',
          'in 300 ms; with reduced motion there is no animation.',
          '',
          'On a page, a coupon card opens the error and Box Tops modals for its own Clip button, and',
          '`<aisle-coupon-modals>` (no attributes) opens the progressive-profile prompt after a first clip and the',
          'passcode sign-in on an `aisle-sign-in-request` event. Content authors do not write these tags.',
        ].join('\n'),
      },
    },
  },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const Basic: Story = {
  render: () => (
    <Opener>
      {(open, close) => (
        <Modal open={open} onClose={close} title="A modal" description="Esc, the backdrop, browser back or × close it.">
          <p>Any content.</p>
        </Modal>
      )}
    </Opener>
  ),
}

export const Static: Story = {
  render: () => (
    <Opener>
      {(open, close) => (
        <Modal
          open={open}
          onClose={close}
          static
          title="A static modal"
          description="A click on the backdrop does not close it; Esc and × do."
        />
      )}
    </Opener>
  ),
}

export const CloseInterceptor: Story = {
  render: () => (
    <Opener>
      {(open, close) => (
        <Modal
          open={open}
          onClose={close}
          title="Leave without saving?"
          description="Every close asks first; cancel the browser's question to keep the modal open."
          interceptClose={() => window.confirm('Close the modal?')}
        />
      )}
    </Opener>
  ),
}

const error = (content?: ErrorModalContent) => () => (
  <Opener>{(open, close) => <ErrorModalView open={open} content={content} onClose={close} />}</Opener>
)

export const ErrorGeneric: Story = { render: error() }
export const ErrorClipFailed: Story = {
  render: error(
    clipErrorModalContent({
      kind: 'failed',
      message: 'Coupon Clip failed - items is not defined',
      code: 'CLIP-500',
      errorMessage: 'Service unavailable',
    }),
  ),
}
export const ErrorCouponExpired: Story = {
  render: error(clipErrorModalContent({ kind: 'expired', message: 'Coupon Expired', code: 'OFR-410', errorMessage: 'Offer ended' })),
}

export const BoxTop: Story = { render: () => <Opener>{(open, close) => <BoxTopView open={open} onClose={close} />}</Opener> }

const profile =
  (ask: ContactAsk, save: SaveState = 'idle') =>
  () => <Opener>{(open, close) => <ProgressiveProfileView open={open} ask={ask} save={save} onSave={() => {}} onClose={close} />}</Opener>
/** The element focused, through open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement
  return active
}
/**
 * The prompt focuses its field PROFILE_FIELD_FOCUS_DELAY_MS after it opens: the story is done once it has, so it
 * always shows the same moment (the visual baselines photograph it when the story is done).
 */
const fieldFocused: Story['play'] = async () => {
  await waitFor(
    () => {
      if (deepActiveElement()?.localName !== 'input') throw new Error('the field is not focused yet')
    },
    { timeout: 5_000 },
  )
}
export const ProfileEither: Story = { render: profile('either'), play: fieldFocused }
export const ProfileMobileNumber: Story = { render: profile('phone'), play: fieldFocused }
export const ProfileEmail: Story = { render: profile('email'), play: fieldFocused }
export const ProfileSaving: Story = { render: profile('either', 'saving'), play: fieldFocused }
export const ProfileSaveFailed: Story = { render: profile('either', 'failed'), play: fieldFocused }
export const ProfileSaved: Story = { render: profile('either', 'saved') }

const signIn = (state: SignInStep) => () => (
  <Opener>
    {(open, close) => (
      <SignInOtpView
        open={open}
        state={state}
        onSendCode={() => {}}
        onVerify={() => {}}
        onResend={() => {}}
        onChangeContact={() => {}}
        onClose={close}
      />
    )}
  </Opener>
)
export const SignInContact: Story = { render: signIn({ step: 'contact' }) }
export const SignInSending: Story = { render: signIn({ step: 'contact', busy: true }) }
export const SignInUnknownContact: Story = { render: signIn({ step: 'contact', error: OTP_ERRORS.OTP_UNKNOWN_CONTACT }) }
export const SignInCode: Story = { render: signIn({ step: 'code', sentTo: 'j•••@example.com' }) }
export const SignInWrongCode: Story = { render: signIn({ step: 'code', sentTo: 'j•••@example.com', error: OTP_ERRORS.OTP_CODE_INVALID }) }
export const SignInCodeResent: Story = { render: signIn({ step: 'code', sentTo: '•••-•••-4567', notice: OTP_TEXT.resent }) }
export const SignInTooManyTries: Story = {
  render: signIn({ step: 'code', sentTo: '•••-•••-4567', error: OTP_ERRORS.OTP_TOO_MANY_ATTEMPTS }),
}
export const SignInDone: Story = { render: signIn({ step: 'done' }) }
