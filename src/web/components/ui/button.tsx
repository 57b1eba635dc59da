import { cva, type VariantProps } from "class-variance-authority";
import { Slot } from "radix-ui";
import type { ComponentProps } from "react";
import { cn } from "@/web/lib/cn";

export const buttonVariants = cva(
  "inline-flex max-w-full shrink-0 items-center justify-center gap-2 rounded-lg text-center text-sm font-semibold transition-colors select-none disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0",
  {
    variants: {
      variant: {
        default: "bg-primary text-primary-foreground hover:bg-primary-hover",
        secondary: "bg-secondary text-secondary-foreground hover:bg-secondary-hover",
        outline: "border border-input bg-transparent text-foreground hover:bg-secondary",
        ghost: "text-foreground hover:bg-secondary",
        destructive: "bg-destructive text-destructive-foreground hover:bg-destructive/90",
        link: "text-primary-bright underline-offset-4 hover:underline",
      },
      // Heights are minimums and the label may wrap (max-w-full): at 200 % text a label wider than its
      // row wraps inside a taller button instead of pushing the page sideways (WCAG 1.4.4).
      // Touch targets (issue 17): 44 px wherever a finger presses (WCAG 2.5.5's size; Apple's and
      // Android's guidance). `sm` is drawn 32 px only for a mouse on a wide screen, still over 2.5.8's 24.
      size: {
        sm: "min-h-11 min-w-11 px-3 py-1 text-xs md:min-h-8 md:min-w-8 md:pointer-coarse:min-h-11 md:pointer-coarse:min-w-11",
        default: "min-h-11 px-4 py-1",
        lg: "min-h-12 px-6 py-1.5 text-base",
        icon: "size-11",
      },
    },
    defaultVariants: { variant: "default", size: "default" },
  },
);

export type ButtonProps = ComponentProps<"button"> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child (e.g. a router Link) with the button's styles instead of a <button>. */
    asChild?: boolean;
  };

/**
 * A disabled button stays focusable (aria-disabled, its clicks and form submits swallowed) instead of
 * taking the native `disabled`: a button pressed by keyboard is disabled while its request runs, and a
 * natively disabled button drops focus to <body>, losing the user's place (issue 17, WCAG 2.4.3).
 */
export function Button({ className, variant, size, asChild = false, type, disabled, onClick, ...props }: ButtonProps) {
  const Comp = asChild ? Slot.Root : "button";
  return (
    <Comp
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? undefined : (type ?? "button")}
      aria-disabled={disabled || undefined}
      onClick={(event) => {
        if (disabled) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...props}
    />
  );
}
