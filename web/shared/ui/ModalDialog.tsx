import { CloseButton, Dialog, HStack, Portal } from "@chakra-ui/react";
import { type ReactNode, useEffect, useRef } from "react";
import { useT } from "../i18n";
import { uiMessages } from "./messages";

export interface ModalDialogProps {
  readonly open: boolean;
  /** Called with false when the dialog asks to close (Escape, the backdrop, the close button). */
  readonly onOpenChange: (open: boolean) => void;
  readonly title: ReactNode;
  /** Drawn before the title, e.g. an icon. */
  readonly titleIcon?: ReactNode;
  readonly children: ReactNode;
  /** The footer's content, e.g. DialogActions; none when absent. */
  readonly footer?: ReactNode;
  /** E.g. `{ asChild: true }` when the footer is a form, `{ flexWrap: "wrap" }` for many buttons. */
  readonly footerProps?: Dialog.FooterProps;
  readonly size?: Dialog.RootProps["size"];
  readonly placement?: Dialog.RootProps["placement"];
  readonly scrollBehavior?: Dialog.RootProps["scrollBehavior"];
  readonly positionerProps?: Dialog.PositionerProps;
  readonly contentProps?: Dialog.ContentProps;
  /** The accessible name of the corner close button. */
  readonly closeLabel?: string;
}

/**
 * Where the focus goes when a dialog closes: back to what opened it, or, when that is gone (the
 * booking flow replaced the list it was in), to the page's main landmark rather than to nothing,
 * so a keyboard or screen-reader user is not dropped at the top of the document.
 */
function focusAfterClose(opener: HTMLElement | null): HTMLElement | null {
  if (opener?.isConnected) return opener;
  const main = document.getElementById("main");
  if (main && !main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
  return main;
}

/**
 * The dialog takes the focus a frame after it opens (its focus trap starts then) and moves it to
 * its first control. A keyboard user (or a quick one on a slow phone) may already have tabbed to a
 * field by then and begun typing: the focus stays where they are, or their next keys land elsewhere.
 * Null: the first control, as usual.
 */
function focusAlreadyInside(content: HTMLElement | null): HTMLElement | null {
  const active = document.activeElement;
  return content && active instanceof HTMLElement && active !== content && content.contains(active)
    ? active
    : null;
}

/** Open modals; the page under them is inert while there is at least one. */
let openModals = 0;

/**
 * While a modal is open the page under it (#root; dialogs render in a portal beside it) is inert,
 * not only aria-hidden as Chakra leaves it: hidden content that can still take focus is an
 * accessibility fault (axe-core aria-hidden-focus), and inert is what a modal means.
 */
function useInertPage(open: boolean): void {
  useEffect(() => {
    if (!open) return;
    const page = document.getElementById("root");
    openModals += 1;
    page?.setAttribute("inert", "");
    return () => {
      openModals -= 1;
      if (openModals === 0) page?.removeAttribute("inert");
    };
  }, [open]);
}

/**
 * The frame of every modal: Chakra's dialog traps focus, closes on Escape and returns focus; the
 * title names it for screen readers and the corner button closes it.
 */
export function ModalDialog({
  open,
  onOpenChange,
  title,
  titleIcon,
  children,
  footer,
  footerProps,
  size,
  placement = "center",
  scrollBehavior,
  positionerProps,
  contentProps,
  closeLabel,
}: ModalDialogProps) {
  const t = useT(uiMessages);
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body)
      opener.current = document.activeElement;
  }, [open]);
  // After the opener is noted: making the page inert takes the focus from it.
  useInertPage(open);
  return (
    <Dialog.Root
      open={open}
      finalFocusEl={() => focusAfterClose(opener.current)}
      initialFocusEl={() => focusAlreadyInside(content.current)}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement={placement}
      size={size}
      scrollBehavior={scrollBehavior}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner {...positionerProps}>
          <Dialog.Content ref={content} {...contentProps}>
            <Dialog.Header>
              {titleIcon ? (
                <HStack gap="2">
                  {titleIcon}
                  <Dialog.Title>{title}</Dialog.Title>
                </HStack>
              ) : (
                <Dialog.Title>{title}</Dialog.Title>
              )}
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer {...footerProps}>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={closeLabel ?? t("close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
