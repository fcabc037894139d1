import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ComponentType } from 'react'

// biome-ignore lint/suspicious/noExplicitAny: a stories module's meta and stories are typed by their own component.
type AnyStory = StoryObj<any>
interface StoriesModule {
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  default: Meta<any>
}

const listOf = <T,>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value]

/**
 * A showcase story: a component's story as it first renders, with its file's args, mocks and decorators but without
 * its play function, so a designer sees the state the interaction test starts from, not the one it ends in.
 */
export function initialState(module: StoriesModule, story: unknown, name: string): AnyStory {
  const meta = module.default
  const own = story as AnyStory
  const Component = meta.component as ComponentType<object> | undefined
  return {
    name,
    args: { ...meta.args, ...own.args },
    argTypes: { ...meta.argTypes, ...own.argTypes },
    parameters: { ...meta.parameters, ...own.parameters },
    decorators: [...listOf(own.decorators), ...listOf(meta.decorators)],
    loaders: [...listOf(meta.loaders), ...listOf(own.loaders)],
    beforeEach: [...listOf(meta.beforeEach), ...listOf(own.beforeEach)],
    render: own.render ?? meta.render ?? ((args) => (Component ? <Component {...args} /> : <span />)),
  }
}
