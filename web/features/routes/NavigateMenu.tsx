import { Button, Menu, Portal } from "@chakra-ui/react";
import type { LatLng } from "../../shared/geo";
import { navigationLinks } from "./navigationLinks";

export interface NavigateMenuProps {
  /** Where to, in the order offered; the first is the button's own label. */
  readonly targets: readonly { readonly label: string; readonly at: LatLng }[];
}

/**
 * The captain's Navigate button: a menu of Google Maps, Waze and Apple Maps links to each target,
 * opened in a new tab (the phone hands them to the app). Nothing is shown without a target.
 */
export function NavigateMenu({ targets }: NavigateMenuProps) {
  const first = targets[0];
  if (!first) return null;
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button size="xs" colorPalette="blue">
          Navigate to {first.label}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {targets.map((target) => (
              <Menu.ItemGroup key={target.label}>
                <Menu.ItemGroupLabel>To the {target.label}</Menu.ItemGroupLabel>
                {navigationLinks(target.at).map((link) => (
                  <Menu.Item key={link.app} value={`${target.label}-${link.app}`} asChild>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.app}
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
