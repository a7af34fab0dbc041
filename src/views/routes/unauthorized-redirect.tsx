// A 401 sends the user to the login page (spec section 8). Inside the app that is a client-side
// navigation, not a page load: nothing typed is lost, and in mock mode the in-memory platform
// keeps its state. The API layer's own default (a full load) remains for code outside the app.
import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { setUnauthorizedHandler } from '@/api/client'

export function UnauthorizedRedirect() {
  const [, navigate] = useLocation()
  useEffect(() => {
    setUnauthorizedHandler((redirect) => navigate(redirect))
    return () => setUnauthorizedHandler((redirect) => window.location.assign(redirect))
  }, [navigate])
  return null
}
