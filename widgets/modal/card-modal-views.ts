/**
 * The coupon card's own modals (the clip's error modal, CPN-073; the box-top modal, CPN-127) as one module: the
 * card loads it the first time a press needs one of them, not on page load (issue 6; widgets/coupon-card/card-modals.tsx).
 */
export { BoxTopView } from './BoxTop.view'
export { ErrorModalView } from './ErrorModal.view'
