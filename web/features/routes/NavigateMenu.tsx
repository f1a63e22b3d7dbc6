import { Button, Menu, Portal } from "@chakra-ui/react";
import { useT } from "../../shared/i18n";
import type { NavigationTarget } from "./jobLegs";
import { routesMessages } from "./messages";
import { type NavigationLink, navigationLinks } from "./navigationLinks";

export interface NavigateMenuProps {
  /** Where to, in the order offered; the first is the button's own label. */
  readonly targets: readonly NavigationTarget[];
}

/**
 * The captain's Navigate button: a menu of Google Maps, Waze and Apple Maps links to each target,
 * opened in a new tab (the phone hands them to the app). Nothing is shown without a target.
 */
export function NavigateMenu({ targets }: NavigateMenuProps) {
  const t = useT(routesMessages);
  const first = targets[0];
  if (!first) return null;
  const navigateTo: Readonly<Record<NavigationTarget["target"], string>> = {
    pickup: t("navigate.pickup"),
    destination: t("navigate.destination"),
  };
  const toThe: Readonly<Record<NavigationTarget["target"], string>> = {
    pickup: t("to.pickup"),
    destination: t("to.destination"),
  };
  const appName: Readonly<Record<NavigationLink["app"], string>> = {
    "Google Maps": t("app.google"),
    Waze: t("app.waze"),
    "Apple Maps": t("app.apple"),
  };
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" colorPalette="blue">
          {navigateTo[first.target]}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {targets.map((target) => (
              <Menu.ItemGroup key={target.target}>
                <Menu.ItemGroupLabel>{toThe[target.target]}</Menu.ItemGroupLabel>
                {navigationLinks(target.at).map((link) => (
                  <Menu.Item key={link.app} value={`${target.target}-${link.app}`} asChild>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {appName[link.app]}
                    </a>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
