export { Modal, type ModalProps, type ModalSize } from './Modal';
export { useScrollLock } from './useScrollLock';
export { useFocusTrap, focusableIn } from './useFocusTrap';
