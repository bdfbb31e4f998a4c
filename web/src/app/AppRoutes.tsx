import { DASHBOARD_ROUTE_REQUIREMENTS as REQUIRES, UI_MESSAGES, homePathForRole } from '@gym/domain';
import Typography from '@mui/material/Typography';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { useAuth } from '../features/auth/useAuth';
import { FullScreenLoader, StorePageSkeleton } from '../shared/components/Loading';
import { PublicOnly } from './guards/PublicOnly';
import { RequireAccess } from './guards/RequireAccess';
import { unlessShell } from '../platform/first-screen/shell';
import { lazyPage } from '../platform/lazy-page';
import { ForbiddenPage } from './pages/ForbiddenPage';
import { NotFoundPage } from './pages/NotFoundPage';
// Public pages are chunks too: the shell stays small and /store never downloads the landing page.
import { LandingPage, ProductPage, StorePage } from './public-pages';
// Part of this chunk, not one of its own: at a visitor's first add it takes their store page over
// in the same commit as the session layer arrives, with no loader in between.
import { StoreShell } from '../features/store/StoreShell';

// Every dashboard screen is its own chunk, so public pages never download DataGrid or Charts.
const DashboardLayout = lazyPage(() =>
  import('./layouts/DashboardLayout').then((m) => ({ default: m.DashboardLayout })),
);
const AdminHomePage = lazyPage(() => import('../features/dashboard/AdminHomePage'));
const StaffHomePage = lazyPage(() => import('../features/dashboard/StaffHomePage'));
const ClientHomePage = lazyPage(() => import('../features/dashboard/ClientHomePage'));
const UsersPage = lazyPage(() => import('../features/users/UsersPage'));
const ExpensesPage = lazyPage(() => import('../features/expenses/ExpensesPage'));
const OrdersBoardPage = lazyPage(() => import('../features/order-management/OrdersBoardPage'));
const MembershipsAdminPage = lazyPage(() => import('../features/memberships-admin/MembershipsAdminPage'));
const LoginPage = lazyPage(() => import('../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazyPage(() => import('../features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ForgotPasswordPage = lazyPage(() =>
  import('../features/auth/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazyPage(() =>
  import('../features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const GoogleSuccessPage = lazyPage(() =>
  import('../features/auth/GoogleSuccessPage').then((m) => ({ default: m.GoogleSuccessPage })),
);
const ProfilePage = lazyPage(() => import('../features/profile/ProfilePage'));
const WebsiteAdminPage = lazyPage(() => import('../features/website/WebsiteAdminPage'));
const ScheduleAdminPage = lazyPage(() => import('../features/schedule/ScheduleAdminPage'));
const InventoryPage = lazyPage(() => import('../features/inventory/InventoryPage'));
const MessagesPage = lazyPage(() => import('../features/messages/MessagesPage'));
const CashDrawersPage = lazyPage(() => import('../features/cash-drawer/CashDrawersPage'));
const KioskDevicesPage = lazyPage(() => import('../features/check-in/KioskDevicesPage'));
const KioskPage = lazyPage(() => import('../features/check-in/KioskPage'));
const CheckoutPage = lazyPage(() => import('../features/checkout/CheckoutPage'));
const OrderConfirmationPage = lazyPage(() => import('../features/checkout/OrderConfirmationPage'));
const MyOrdersPage = lazyPage(() => import('../features/orders/MyOrdersPage'));
const MembershipPage = lazyPage(() => import('../features/membership/MembershipPage'));
const SchedulePage = lazyPage(() => import('../features/schedule/SchedulePage'));
const PaymentsPage = lazyPage(() => import('../features/payments/PaymentsPage'));
const PaymentsAdminPage = lazyPage(() => import('../features/payments-admin/PaymentsAdminPage'));
const ReportsPage = lazyPage(() => import('../features/reports/ReportsPage'));
const InvoicesPage = lazyPage(() => import('../features/invoices/InvoicesPage'));
const FiscalSettingsPage = lazyPage(() => import('../features/invoices/FiscalSettingsPage'));
const PosPage = lazyPage(() => import('../features/pos/PosPage'));
const PosReceiptPage = lazyPage(() => import('../features/pos/ReceiptPage'));
const TestimonialPage = lazyPage(() => import('../features/testimonials/TestimonialPage'));

/** /dashboard itself: each role has its own home; a role without one stays here. */
function DashboardIndex() {
  const { user } = useAuth();
  const home = homePathForRole(user?.role);
  if (home !== '/dashboard') return <Navigate to={home} replace />;
  return (
    <Typography variant="h5" component="h1">
      {user ? `${user.firstName} ${user.lastName}` : ''}
    </Typography>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route
        element={
          <Suspense fallback={unlessShell(<FullScreenLoader label={UI_MESSAGES.loading} />)}>
            <PublicOnly />
          </Suspense>
        }
      >
        <Route path="/" element={<LandingPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/register" element={<RegisterPage />} />
        <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      </Route>
      {/* Not public-only: a link from the mail works whoever is signed in on this browser. */}
      <Route
        path="/reset-password"
        element={
          <Suspense fallback={<FullScreenLoader label={UI_MESSAGES.loading} />}>
            <ResetPasswordPage />
          </Suspense>
        }
      />
      {/* Not public-only: the page signs the person in itself, then goes to their home. */}
      <Route
        path="/auth/google-success"
        element={
          <Suspense fallback={<FullScreenLoader label={UI_MESSAGES.loading} />}>
            <GoogleSuccessPage />
          </Suspense>
        }
      />
      <Route path="/forbidden" element={<ForbiddenPage />} />
      <Route
        path="/kiosk"
        element={
          <Suspense fallback={<FullScreenLoader label={UI_MESSAGES.loading} />}>
            <KioskPage />
          </Suspense>
        }
      />
      <Route
        element={
          <Suspense fallback={unlessShell(<StorePageSkeleton />)}>
            <StoreShell />
          </Suspense>
        }
      >
        <Route path="/store" element={<StorePage />} />
        <Route path="/store/product/:productId" element={<ProductPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/checkout/confirmation/:orderId" element={<OrderConfirmationPage />} />
      </Route>
      <Route
        path="/dashboard"
        element={
          <RequireAccess requirement={REQUIRES.root}>
            <Suspense fallback={<FullScreenLoader label={UI_MESSAGES.loading} />}>
              <DashboardLayout />
            </Suspense>
          </RequireAccess>
        }
      >
        <Route index element={<DashboardIndex />} />
        <Route element={<RequireAccess requirement={REQUIRES.admin} />}>
          <Route path="admin" element={<AdminHomePage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.adminWebsite} />}>
          <Route path="admin/website" element={<WebsiteAdminPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.adminSchedule} />}>
          <Route path="admin/schedule" element={<ScheduleAdminPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.adminInventory} />}>
          <Route path="admin/inventory" element={<InventoryPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.adminMessages} />}>
          <Route path="admin/messages" element={<MessagesPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.adminKiosks} />}>
          <Route path="admin/kiosks" element={<KioskDevicesPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.adminCashDrawers} />}>
          <Route path="admin/cash-drawers" element={<CashDrawersPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.adminFiscal} />}>
          <Route path="admin/fiscal" element={<FiscalSettingsPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.staff} />}>
          <Route path="staff" element={<StaffHomePage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.client} />}>
          <Route path="client" element={<ClientHomePage />} />
          <Route path="client/orders" element={<MyOrdersPage />} />
          <Route path="client/membership" element={<MembershipPage />} />
          <Route path="client/schedule" element={<SchedulePage />} />
          <Route path="client/payments" element={<PaymentsPage />} />
          <Route path="client/testimonial" element={<TestimonialPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.users} />}>
          <Route path="users" element={<UsersPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.memberships} />}>
          <Route path="memberships" element={<MembershipsAdminPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.payments} />}>
          <Route path="payments" element={<PaymentsAdminPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.expenses} />}>
          <Route path="expenses" element={<ExpensesPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.orders} />}>
          <Route path="orders" element={<OrdersBoardPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.reports} />}>
          <Route path="reports" element={<ReportsPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.invoices} />}>
          <Route path="invoices" element={<InvoicesPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.pos} />}>
          <Route path="pos" element={<PosPage />} />
          <Route path="pos/receipt/:id" element={<PosReceiptPage />} />
        </Route>
        <Route element={<RequireAccess requirement={REQUIRES.profile} />}>
          <Route path="profile" element={<ProfilePage />} />
        </Route>
      </Route>
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
