/**
 * Where an island's render failure stops: the specification's 'Unexpected Application Error!'
 * with a way home, instead of a blank space. The static page around it keeps working.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react'
import { buttonClass } from './ui/button.tsx'

interface State {
  error: Error | null
}

export class IslandErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: Error): State {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Island failed to render', error, info.componentStack)
  }

  override render() {
    if (!this.state.error) return this.props.children
    return (
      <div
        role="alert"
        className="mx-auto my-8 max-w-lg rounded-xl border border-red-300 bg-red-50 p-6 text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100"
      >
        <h2 className="text-lg font-bold">Unexpected Application Error!</h2>
        {/* A render failure's message is written for developers (it may be a validation dump): it goes to the console above. */}
        <p className="mt-2 text-sm">
          Something went wrong while showing this part of the page. Please refresh and try again.
        </p>
        <a href="/" className={buttonClass('primary', 'md', 'mt-4')}>
          Return to Home
        </a>
      </div>
    )
  }
}
